// Issue 9 item 3, reads: the demo backend's faults (src/mocks/faults.ts FAULT_KINDS, planned through the
// `demo:faults` plan of src/mocks/fault-plan.ts) on a list page, a detail page and the shell's own reads, as a
// person sees them (spec A §8): the error card with Try again that works once the fault is gone, the feature
// notice and home, one reload for a challenge, a forced sign-out for a 401 — never a blank screen.
import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { openInApp, signIn } from './route-helpers';
import { countLoads, loads, planFaults } from './demo-faults';

/** The shell is drawn around whatever the page shows: the sidebar's navigation and the account menu. */
async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
}

const rows = (page: Page) => page.locator('[data-table] [data-row-key]');

/** Errors that reach the caller: the page's error card says so and offers Try again. */
const CALLER_ERRORS = ['500', 'network', 'malformed'] as const;

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('personal@ on a list and a detail page', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await countLoads(page);
    await signIn(page, 'personal@demo.test');
  });
  test.afterAll(async () => page.close());

  test('list page: 500, network error and malformed JSON each show the error card; Try again works after', async () => {
    for (const [index, fault] of CALLER_ERRORS.entries()) {
      // Every attempt fails (a query retries a server error twice) until the plan is cleared; a new page of
      // the list per fault, so no answer comes from the cache.
      await planFaults(page, [{ path: '/api/v2/main/transactions', fault, times: -1 }]);
      await openInApp(page, `/transactions?page=${index + 2}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
      const card = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
      await expect(card, fault).toBeVisible();
      await expectShell(page);
      await expect(notices(page).getByRole('listitem')).toHaveCount(0);
      await planFaults(page, []);
      await card.getByRole('button', { name: 'Try again' }).click();
      await expect(rows(page).first(), fault).toBeVisible();
      await expect(card).toHaveCount(0);
    }
  });

  test('detail page: 500, network error and malformed JSON each lead to its list (spec B §2); it opens after', async () => {
    for (const fault of CALLER_ERRORS) {
      await openInApp(page, '/');
      await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
      await planFaults(page, [{ path: '/api/v2/circles/cir_001', fault }]);
      await openInApp(page, '/circles/cir_001');
      // The detail file names the list as the way on when its record cannot be read (no retry, no card).
      await expect(page, fault).toHaveURL(`${BASE}/circles`);
      await expect(page.getByRole('heading', { level: 1, name: 'Circles' })).toBeVisible();
      await expectShell(page);
    }
    await page.getByRole('button', { name: /^Marquez Coffee Club/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marquez Coffee Club' })).toBeVisible();
  });

  test('403 feature disabled on a list read: the notice, then home', async () => {
    await openInApp(page, '/');
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    await planFaults(page, [{ path: '/api/v2/main/transactions', fault: '403' }]);
    await openInApp(page, '/transactions?page=5');
    await expect(notices(page).getByText('This feature is unavailable for your account.')).toBeVisible();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
  });

  test('a challenge page on a list read reloads the app once, which then shows the list', async () => {
    const before = await loads(page);
    await planFaults(page, [{ path: '/api/v2/main/transactions', fault: 'challenge' }]);
    await openInApp(page, '/transactions?page=7');
    await expect.poll(() => loads(page)).toBe(before + 1);
    await expect(rows(page).first()).toBeVisible();
    await expect(page).toHaveURL(`${BASE}/transactions?page=7`);
    await page.waitForTimeout(300);
    expect(await loads(page)).toBe(before + 1);
  });

  test('401 on a list read signs out to login, with the page to come back to', async () => {
    await planFaults(page, [{ path: '/api/v2/main/transactions', fault: '401' }]);
    await openInApp(page, '/transactions?page=6');
    await expect(page).toHaveURL(/\/auth\/login\?continue=%2Ftransactions%3Fpage%3D6$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    // Signing in again brings the list back.
    await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
    await expect(rows(page).first()).toBeVisible();
  });
});

test.describe('401 from the other services (spec A §8)', () => {
  test('ticketing: the token is refreshed and the list read sent again; the list shows, still signed in', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await planFaults(page, [{ path: '/svc/ticketing/api/events', method: 'GET', fault: '401' }]);
    const refreshed = page.waitForRequest(
      (request) => request.url().endsWith('/api/v2/mini-apps/auth-token') && request.method() === 'POST',
    );
    await openInApp(page, '/manage-events');
    await refreshed;
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(`${BASE}/manage-events`);
  });

  test('account: the account token is refreshed and the page reloads once, then shows the form', async ({
    page,
  }) => {
    await countLoads(page);
    await signIn(page, 'personal@demo.test');
    const before = await loads(page);
    await planFaults(page, [{ path: '/svc/account/api/public-profile', method: 'GET', fault: '401' }]);
    const refreshed = page.waitForRequest(
      (request) => request.url().endsWith('/api/v2/auth/account-id-token') && request.method() === 'POST',
    );
    await openInApp(page, '/me');
    await refreshed;
    await expect.poll(() => loads(page)).toBe(before + 1);
    await expect(page.getByRole('heading', { level: 1, name: 'Public profile' })).toBeVisible();
    await expect(page.getByLabel(/^Display name/)).toHaveValue('Amelia Hart');
    await expect(page).toHaveURL(`${BASE}/me`);
  });
});
