import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { openInApp, signIn } from './route-helpers';

// Startup dialogs on (playwright.config.ts switches them off for the other specs).
test.use({ storageState: { cookies: [], origins: [] } });

/** Bodies of POST /api/v2/main/feature-ack, from now on. */
function featureAcks(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v2/main/feature-ack'))
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

test.describe('startup dialogs: at most one per start, in priority order (spec A §2)', () => {
  test('dormant@ gets the dormant notice on start, and not again after closing it in this session', async ({
    page,
  }) => {
    const acks = featureAcks(page);
    await signIn(page, 'dormant@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Your account is dormant' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('no transactions within 6 months are deactivated');
    // The main action has focus, so Enter would confirm.
    await expect(dialog.getByRole('button', { name: 'Contact support' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await openInApp(page, '/my-contacts');
    await expect(page).toHaveURL(`${BASE}/my-contacts`);
    await openInApp(page, '/');
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A notice, not a promotion: nothing is acknowledged on the server.
    expect(acks).toEqual([]);
  });

  test('Enter confirms: the dormant notice leads to support', async ({ page }) => {
    await signIn(page, 'dormant@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Your account is dormant' });
    await expect(dialog.getByRole('button', { name: 'Contact support' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`${BASE}/support`);
  });

  test('merchant@ (ACH feature and beta) gets the ACH promotion; Not now acknowledges it for good', async ({
    page,
  }) => {
    const acks = featureAcks(page);
    await signIn(page, 'merchant@demo.test');
    const ach = page.getByRole('dialog', { name: 'Open a virtual USD account' });
    await expect(ach).toBeVisible();
    await expect(ach.getByRole('button', { name: 'Open account' })).toBeVisible();

    const acked = page.waitForResponse(
      (response) => response.url().includes('/api/v2/main/feature-ack') && response.ok(),
    );
    await ach.getByRole('button', { name: 'Not now' }).click();
    await expect(ach).toHaveCount(0);
    await acked;
    expect(acks).toEqual([{ feature: 'virtual_account_ach' }]);

    // A new start: the ACH promotion does not return; the next in order (circle) may open instead.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your circle is waiting' })).toBeVisible();
    await expect(ach).toHaveCount(0);
  });

  test('acting on a promotion opens its page and acknowledges it (personal@: circle)', async ({ page }) => {
    const acks = featureAcks(page);
    await signIn(page, 'personal@demo.test');
    const circle = page.getByRole('dialog', { name: 'Your circle is waiting' });
    await expect(circle).toBeVisible();
    await circle.getByRole('button', { name: 'Open circle' }).click();
    await expect(circle).toHaveCount(0);
    await expect(page).toHaveURL(`${BASE}/circles`);
    await expect.poll(() => acks).toEqual([{ feature: 'circle' }]);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the demo switch playwright.config.ts sets for other specs keeps them closed', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('demo:startup-dialogs', 'off'));
    await signIn(page, 'dormant@demo.test');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('newbie@ gets no dialog', async ({ page }) => {
    await signIn(page, 'newbie@demo.test');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
