// Issue 9 item 4: hostile `continue` values on the login page never take the user off the origin. Each value
// is signed in through for real (the redirect after sign-in is what an attacker's link aims at); every request
// and navigation of the tab is watched for another host, and the sentinel for a javascript: URL that ran.
import { expect, test } from '@playwright/test';
import { BASE } from './base-url';
import { expectNothingRan, watchPage } from './security-helpers';
import { HOSTILE_CONTINUE_SIGN_IN } from './security-payloads';

test('hostile continue values never leave the origin: the user lands home', async ({ page, context }) => {
  const watch = await watchPage(page);
  const elsewhere: string[] = [];
  const origin = new URL(BASE).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(origin)) elsewhere.push(frame.url());
  });

  expect(HOSTILE_CONTINUE_SIGN_IN.length).toBeGreaterThanOrEqual(8);
  for (const value of HOSTILE_CONTINUE_SIGN_IN) {
    await context.clearCookies();
    await page.goto(`/auth/login?continue=${encodeURIComponent(value)}`);
    await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts overview' }), value).toBeVisible();
    expect(page.url(), value).toBe(`${BASE}/`);
  }
  expect(elsewhere).toEqual([]);
  await expectNothingRan(page, watch);

  // The check is not "always go home": a same-origin path is followed.
  await context.clearCookies();
  await page.goto(`/auth/login?continue=${encodeURIComponent('/send-money')}`);
  await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
  expect(page.url()).toBe(`${BASE}/send-money`);
});
