// The API error policy of spec A §8 in the real app: faults come from the demo backend's fault plan
// (sessionStorage 'demo:faults', src/mocks/fault-plan.ts), the rest is what a person sees.
import { expect, test, type BrowserContext } from '@playwright/test';
import { BASE } from './base-url';
import { openInApp, signIn } from './route-helpers';
import { countLoads, loads, planFaults } from './demo-faults';

const hasSessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).some((cookie) => cookie.name === 'id_token');

test.describe('401 policy', () => {
  test('a 401 on a page that is not exempt signs the user out to login', async ({ page, context }) => {
    await signIn(page, 'personal@demo.test');
    await openInApp(page, '/transactions?page=2');
    await planFaults(page, [{ path: '/api/v2/main/balance', fault: '401' }]);
    await page.reload();
    // Forced out with the page to come back to.
    await expect(page).toHaveURL(/\/auth\/login\?continue=%2Ftransactions%3Fpage%3D2$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(await hasSessionCookie(context)).toBe(false);
  });

  test('an expired session found by the session check returns to the page after sign-in', async ({
    page,
    context,
  }) => {
    await signIn(page, 'personal@demo.test');
    await planFaults(page, [{ path: '/api/v2/auth/is-authenticated', fault: '401' }]);
    await page.goto('/money-tracker');
    await expect(page).toHaveURL(/\/auth\/login\?continue=%2Fmoney-tracker$/);
    expect(await hasSessionCookie(context)).toBe(false);
  });

  test('a 401 on an exempt page (money tracker) keeps the user signed in', async ({ page, context }) => {
    await countLoads(page);
    await signIn(page, 'personal@demo.test');
    await planFaults(page, [{ path: '/api/v2/main/balance', fault: '401' }]);
    await page.goto('/money-tracker/TL10000001');
    // The balance call of the sidebar answered 401, and the fault was used up.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('demo:faults'))).toBe('[]');
    await expect(page.locator('[data-route-name="money-tracker-slug"]')).toBeVisible();
    await expect(page).toHaveURL(`${BASE}/money-tracker/TL10000001`);
    expect(await hasSessionCookie(context)).toBe(true);
    const before = await loads(page);
    await page.waitForTimeout(500);
    expect(await loads(page)).toBe(before);
  });

  test('a 401 on a webview route is posted to the native app instead of a forced logout', async ({
    page,
  }) => {
    await countLoads(page);
    await page.addInitScript(() => {
      const posted: string[] = [];
      (window as unknown as { __posted: string[] }).__posted = posted;
      (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = {
        postMessage: (message: string) => posted.push(message),
      };
    });
    await signIn(page, 'personal@demo.test');
    // The only call a webview page makes today is the session check of its route gate.
    await planFaults(page, [{ path: '/api/v2/auth/is-authenticated', fault: '401' }]);
    await page.goto('/mobile-webview/receiving-method');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __posted: string[] }).__posted))
      .toEqual([JSON.stringify({ status: false, http_code: 401 })]);
    const afterGoto = await loads(page);
    await page.waitForTimeout(700);
    // No forced-logout reload: the document that posted the message is still the one shown.
    expect(await loads(page)).toBe(afterGoto);
    expect(await page.evaluate(() => (window as unknown as { __posted: string[] }).__posted)).toHaveLength(1);
  });
});

test('a 403 "feature unavailable" shows the notice and goes home after about 500 ms', async ({ page }) => {
  await signIn(page, 'personal@demo.test');
  await planFaults(page, [{ path: '/api/v2/main/balance', fault: '403' }]);
  await page.goto('/money-tracker/TL10000001');
  await expect(page.getByText('This feature is unavailable for your account.')).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
});

test('the 403 notice is in the visitor’s language', async ({ page, context }) => {
  await page.goto('/auth/login');
  // arabic@ keeps Arabic as the account's language; the locale cookie opens the next page in it.
  await page.getByRole('button', { name: 'Sign in as arabic@demo.test' }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  // Home has read the balances (the sidebar lists the accounts): the fault below is for the next page's call,
  // not for home's own balance call still on its way.
  await expect(page.getByRole('link', { name: /^USD/ })).toBeVisible();
  await context.addCookies([{ name: 'locale', value: 'ar_EG', url: BASE }]);
  await planFaults(page, [{ path: '/api/v2/main/balance', fault: '403' }]);
  await page.goto('/money-tracker/TL10000001');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('هذه الميزة غير متاحة لحسابك.')).toBeVisible();
  // The notice stack follows the language's direction.
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(`${BASE}/`);
});

test('an HTML challenge page reloads the app once, which then works', async ({ page }) => {
  await countLoads(page);
  await signIn(page, 'personal@demo.test');
  const before = await loads(page);
  await planFaults(page, [{ path: '/api/v2/main/balance', fault: 'challenge' }]);
  await page.goto('/money-tracker/TL10000001');
  // The goto is one load, the challenge reload a second.
  await expect.poll(() => loads(page)).toBe(before + 2);
  await expect(page.locator('[data-route-name="money-tracker-slug"]')).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/money-tracker/TL10000001`);
});

test.describe('route chunk failure', () => {
  test('reloads once, then shows the error page on a second failure within 60 s', async ({
    page,
    context,
  }) => {
    await countLoads(page);
    await signIn(page, 'personal@demo.test');
    // Every list page renders from this chunk; make it unreachable, as after a deploy that removed it.
    await context.route(/\/assets\/table-page-[^/]+\.js$/, (route) => route.abort());
    const before = await loads(page);
    await page.goto('/transactions');
    await expect.poll(() => loads(page)).toBe(before + 2);
    await expect(
      page.getByText('An error occurred while rendering the page. Please try again.'),
    ).toBeVisible();
    await page.waitForTimeout(500);
    expect(await loads(page)).toBe(before + 2);
  });
});
