import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { signIn } from './route-helpers';

// Startup dialogs on (playwright.config.ts switches them off for the other specs).
test.use({ storageState: { cookies: [], origins: [] } });

/** merchant@ is offered the ACH account on start; close it to reach the page. */
async function closeStartupDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toHaveCount(0);
}

/** URLs of the main-API calls the page makes, from now on. */
function mainApiCalls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/ajax/')) urls.push(request.url());
  });
  return {
    /** Calls from this point on. */
    mark: () => {
      const start = urls.length;
      return () => urls.slice(start);
    },
  };
}

const inSandbox = (url: string) => new URL(url).searchParams.get('is_in_sandbox') === '1';
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Test mode' });
const testSwitch = (page: Page) => page.getByRole('switch', { name: 'Test mode' });

test.describe('test mode (sandbox) for business users (spec A §4, §7; spec B §2, §8)', () => {
  test('merchant@ turns test mode on and off; every call in between carries is_in_sandbox=1', async ({
    page,
  }) => {
    const calls = mainApiCalls(page);
    await signIn(page, 'merchant@demo.test');
    await closeStartupDialog(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(testSwitch(page)).toHaveAttribute('aria-checked', 'false');

    // On: the first time leads to the test-mode welcome page.
    let since = calls.mark();
    await testSwitch(page).click();
    await expect(testSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(`${BASE}/processing/integration/test-mode`);
    await expect(banner(page)).toContainText('Payments are simulated and no money moves.');
    await expect(testSwitch(page)).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${BASE}/`);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeVisible();
    // The enter call itself goes out live; everything after it (the data reloaded, the welcome page's
    // acknowledgement) carries the parameter.
    const afterOn = since();
    const enter = afterOn.findIndex((url) => url.includes('/api/v2/processing/sandbox/enter'));
    expect(enter).toBeGreaterThanOrEqual(0);
    expect(inSandbox(afterOn[enter] ?? '')).toBe(false);
    const inApp = afterOn.slice(enter + 1);
    expect(inApp.length).toBeGreaterThan(0);
    expect(inApp.filter((url) => !inSandbox(url))).toEqual([]);

    // A reload keeps test mode, and every call of the fresh app carries the parameter.
    since = calls.mark();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(testSwitch(page)).toHaveAttribute('aria-checked', 'true');
    // A new start: with the ACH promotion acknowledged, the circle promotion is next.
    await closeStartupDialog(page);
    await page.waitForLoadState('networkidle');
    const inTestMode = since();
    expect(inTestMode.length).toBeGreaterThan(0);
    expect(inTestMode.filter((url) => !inSandbox(url))).toEqual([]);

    // Off (not on the welcome page): the page reloads in live mode.
    since = calls.mark();
    await testSwitch(page).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(testSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await expect(page).toHaveURL(`${BASE}/`);
    await page.waitForLoadState('networkidle');
    const afterOff = since();
    // The leave call itself still goes out in test mode; everything after it is live.
    const leave = afterOff.findIndex((url) => url.includes('/api/v2/processing/sandbox/leave'));
    expect(leave).toBeGreaterThanOrEqual(0);
    const live = afterOff.slice(leave + 1);
    expect(live.length).toBeGreaterThan(0);
    expect(live.filter(inSandbox)).toEqual([]);
  });

  test('the welcome page opens only the first time; leaving from it goes home', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    await closeStartupDialog(page);
    await testSwitch(page).click();
    await expect(page).toHaveURL(`${BASE}/processing/integration/test-mode`);
    await expect(banner(page)).toBeVisible();

    // Off on the welcome page: home.
    await testSwitch(page).click();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(banner(page)).toHaveCount(0);
    await expect(testSwitch(page)).toHaveAttribute('aria-checked', 'false');

    // On again: stays where it is.
    await testSwitch(page).click();
    await expect(testSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(banner(page)).toBeVisible();
    await expect(page).toHaveURL(`${BASE}/`);
  });

  test('while the call runs the switch is busy', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    await closeStartupDialog(page);
    await page.evaluate(() =>
      sessionStorage.setItem(
        'demo:faults',
        JSON.stringify([{ path: '/api/v2/processing/sandbox/enter', fault: 'slow' }]),
      ),
    );
    await testSwitch(page).click();
    await expect(testSwitch(page)).toHaveAttribute('aria-busy', 'true');
    await expect(testSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(banner(page)).toHaveCount(0);
    await expect(testSwitch(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    await expect(banner(page)).toBeVisible();
  });

  for (const [fault, message] of [
    ['422', 'Request failed'],
    ['network', 'Cannot do this now. Please try again later.'],
  ] as const) {
    test(`a failing enter call (${fault}) reverts the switch and says "${message}"`, async ({ page }) => {
      const calls = mainApiCalls(page);
      await signIn(page, 'merchant@demo.test');
      await closeStartupDialog(page);
      await page.evaluate((rule) => sessionStorage.setItem('demo:faults', JSON.stringify([rule])), {
        path: '/api/v2/processing/sandbox/enter',
        fault,
      });
      await testSwitch(page).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(testSwitch(page)).toHaveAttribute('aria-checked', 'false');
      await expect(testSwitch(page)).toHaveAttribute('aria-busy', 'false');
      await expect(banner(page)).toHaveCount(0);
      await expect(page).toHaveURL(`${BASE}/`);

      // Still live: the next calls carry no sandbox parameter.
      const since = calls.mark();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(since().length).toBeGreaterThan(0);
      expect(since().filter(inSandbox)).toEqual([]);
      await expect(banner(page)).toHaveCount(0);
    });
  }

  test('personal users have no switch', async ({ page }) => {
    await signIn(page, 'newbie@demo.test');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await expect(testSwitch(page)).toHaveCount(0);
  });
});
