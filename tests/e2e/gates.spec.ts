// The route gates for the demo accounts (spec A §2 Authentication, §6): signed out → login with continue,
// signed in at login / sign-up / reset → home, denied → home, unknown deep path → 404. Pages are opened with
// a full load (a typed address or a bookmark) and in-app (a link); one sign-in per persona.
import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { expectRoutePage, openInApp, signIn } from './route-helpers';

const HOME = `${BASE}/`;

/** Opens `path` with a full page load and expects to land on home. */
async function expectSentHome(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts overview' })).toBeVisible();
}

/** Opens `path` with a full page load and expects to stay there, on the route's page. */
async function expectOpens(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page).toHaveURL(`${BASE}${path}`);
  await expectRoutePage(page, name);
}

/**
 * The same in-app, as a link would: first to a page the persona may open (so landing on home afterwards
 * proves a redirect happened), then to `path`, which must send them home.
 */
async function expectSentHomeInApp(page: Page, [allowedPath, allowedName]: Allowed, path: string) {
  await openInApp(page, allowedPath);
  await expectRoutePage(page, allowedName);
  await openInApp(page, path);
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts overview' })).toBeVisible();
}

type Allowed = [path: string, name: string];

test.describe('signed out', () => {
  test('a signed-in page sends to login with continue, and sign-in comes back to it', async ({ page }) => {
    await page.goto('/invoices/inv_0001?tab=items');
    await expect(page).toHaveURL(`${BASE}/auth/login?continue=%2Finvoices%2Finv_0001%3Ftab%3Ditems`);
    await page.getByRole('button', { name: 'Sign in as merchant@demo.test' }).click();
    await expect(page).toHaveURL(`${BASE}/invoices/inv_0001?tab=items`);
    await expectRoutePage(page, 'invoices-slug');
  });

  test('a redirect route checks access before it redirects', async ({ page }) => {
    await page.goto('/add_money');
    await expect(page).toHaveURL(`${BASE}/auth/login?continue=%2Fadd_money`);
  });

  test('public pages open without signing in', async ({ page }) => {
    await expectOpens(page, '/pay/invoice/INV-2026-0001', 'pay-invoice-id');
    await expectOpens(page, '/qr/QR00001/set-amount', 'qr-code-set-amount');
    await expectOpens(page, '/auth/sign-up', 'auth-sign-up');
  });

  test('an unknown path of three or more segments is the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?continue=%2F$/);
  });

  test('one or two unknown segments are an organiser page (the catch-all), not a 404', async ({ page }) => {
    await expectOpens(page, '/sofia_marquez/evt_001', 'organizer-id');
  });
});

/** Persona → pages it is refused (sent home) and a page it may open (so a gate that sends everyone home fails). */
const DENIALS: { email: string; refused: [string, ...string[]]; opens: Allowed }[] = [
  {
    email: 'onboarding@demo.test',
    refused: ['/send-money', '/mass-payouts', '/convert-money', '/processing/business-model'],
    opens: ['/business-profile', 'business-profile'],
  },
  {
    email: 'staff@demo.test',
    // A view-only team member moves no money and sets nothing up (docs/assumptions.md, issue 26).
    refused: [
      '/mass-payouts',
      '/sub-accounts',
      '/processing/tokidoki/subscriptions',
      '/send-money',
      '/convert-money',
      '/add-money',
      '/request-money',
      '/invoices/builder',
      '/processing/widget-creator',
    ],
    opens: ['/processing/reports/settlements', 'processing-reports-settlements'],
  },
  {
    email: 'newbie@demo.test',
    // Its fx, add_money and payout flags are off: the features are disabled before any work is typed.
    refused: ['/debit-cards/add', '/virtual-account', '/convert-money', '/add-money', '/withdrawal'],
    opens: ['/send-money', 'send-money'],
  },
  {
    email: 'entity3@demo.test',
    refused: ['/debit-cards', '/open_virtual_iban', '/paybybanque', '/convert-money'],
    opens: ['/add-money', 'add-money'],
  },
  {
    email: 'personal@demo.test',
    refused: ['/processing', '/processing/overview', '/invoices', '/request-money', '/business/home'],
    opens: ['/manage-card', 'manage-card'],
  },
  {
    email: 'merchant@demo.test',
    refused: ['/manage-card'],
    opens: ['/mass-payouts', 'mass-payouts'],
  },
];

for (const { email, refused, opens } of DENIALS) {
  test.describe(email, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await signIn(page, email);
    });
    test.afterAll(async () => page.close());

    test(`${opens[0]} opens`, async () => expectOpens(page, ...opens));

    test(`${refused[0]} typed in the address bar is refused: home`, async () =>
      expectSentHome(page, refused[0]));

    for (const path of ['/auth/login', '/auth/sign-up', '/auth/reset', ...refused]) {
      test(`${path} is refused in-app: home`, async () => expectSentHomeInApp(page, opens, path));
    }
  });
}
