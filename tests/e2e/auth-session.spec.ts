// Login links (admin/auth/account tokens, preview, continue, ticketing-event) and sign-out clearing the session.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { issueToken } from '../../src/mocks/store/tokens';
import { PERSONA_ID } from '../../src/mocks/store/personas';
import { BASE } from './base-url';
import { signOutFromMenu } from './route-helpers';

const token = (email: string, id: number, adminId?: number) =>
  issueToken({ id, email }, adminId === undefined ? {} : { adminId });
const MERCHANT = () => token('merchant@demo.test', PERSONA_ID.merchant);
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

async function expectHome(page: Page) {
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts overview' })).toBeVisible();
}

test('admin_id_token + preview=1 turns preview on, and a reload stays in preview', async ({
  page,
  context,
}) => {
  const admin = token('merchant@demo.test', PERSONA_ID.merchant, 900);
  await page.goto(`/auth/login?admin_id_token=${admin}&preview=1`);
  await expectHome(page);
  expect(page.url()).not.toContain('admin_id_token');
  expect(await cookie(context, 'preview')).toBe('1');
  await page.reload();
  await expectHome(page);
  expect(await cookie(context, 'preview')).toBe('1');
});

test('admin_id_token without admin_id does not turn preview on', async ({ page, context }) => {
  await page.goto(`/auth/login?admin_id_token=${MERCHANT()}&preview=1`);
  await expectHome(page);
  expect(await cookie(context, 'preview')).toBeUndefined();
});

test('admin link with widget_id opens the widget creator on that widget', async ({ page }) => {
  const admin = token('merchant@demo.test', PERSONA_ID.merchant, 900);
  await page.goto(`/auth/login?admin_id_token=${admin}&widget_id=wv_001`);
  await expect(page).toHaveURL(`${BASE}/processing/widget-creator/wv_001`);
});

test('auth_id_token signs in and lands on continue', async ({ page, context }) => {
  await page.goto(`/auth/login?auth_id_token=${MERCHANT()}&continue=%2Fmass-payouts`);
  await expect(page).toHaveURL(`${BASE}/mass-payouts`);
  // The session hands out the account service's token as well.
  expect(await cookie(context, 'account_id_token')).toBeTruthy();
});

test('account_id_token alone is kept in its cookie and dropped from the address', async ({
  page,
  context,
}) => {
  await page.goto('/auth/login?account_id_token=acc-1&continue=%2Fmass-payouts');
  await expect(page).toHaveURL(`${BASE}/auth/login?continue=%2Fmass-payouts`);
  expect(await cookie(context, 'account_id_token')).toBe('acc-1');
});

for (const hostile of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example']) {
  test(`continue ${hostile} stays on the origin`, async ({ page }) => {
    await page.goto(`/auth/login?auth_id_token=${MERCHANT()}&continue=${encodeURIComponent(hostile)}`);
    await expectHome(page);
  });
}

test('ticketing-event: after sign-in the ticketing token is set and the event opens', async ({
  page,
  context,
}) => {
  await page.goto('/auth/login?ticketing-event=summer-fest');
  await expect(page).toHaveURL(`${BASE}/auth/login`);
  await page.getByRole('button', { name: 'Sign in as merchant@demo.test' }).click();
  await expect(page).toHaveURL(`${BASE}/manage-events/summer-fest`);
  expect(await cookie(context, 'ticketing_token')).toBeTruthy();
  expect(await cookie(context, 'ticketing_event')).toBeUndefined();
});

test('sign-out clears every cookie the app set (the locale may stay)', async ({ page, context }) => {
  await page.goto('/auth/login?ticketing-event=summer-fest&account_id_token=acc-1');
  // The locale cookie is a preference (365 days), the one cookie sign-out keeps.
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE }]);
  await page.getByRole('button', { name: 'Sign in as merchant@demo.test' }).click();
  await expect(page).toHaveURL(`${BASE}/manage-events/summer-fest`);
  const before = (await context.cookies()).map((c) => c.name).sort();
  expect(before).toEqual(
    expect.arrayContaining(['account_id_token', 'id_token', 'locale', 'ticketing_token']),
  );

  await signOutFromMenu(page);
  await expect(page).toHaveURL(`${BASE}/auth/login`);
  // The analytics session outlives a sign-out on purpose (spec B §4: one session across sign-ins).
  const after = (await context.cookies()).map((c) => c.name).filter((name) => !name.startsWith('analytics_'));
  expect(after).toEqual(['locale']);
});

test("'Logout failed.' shows when the logout call fails, and the user still ends at login", async ({
  page,
  context,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
  await expectHome(page);
  await page.evaluate(() =>
    sessionStorage.setItem('demo:faults', JSON.stringify([{ path: '/api/v2/auth/logout', fault: '500' }])),
  );
  await signOutFromMenu(page);
  await expect(page.getByText('Logout failed.')).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/auth/login`);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('id_token');
});

test('auth/logout signs out and goes to login', async ({ page, context }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in as merchant@demo.test' }).click();
  await expectHome(page);
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(`${BASE}/auth/login`);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('id_token');
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login\?continue=%2F$/);
});
