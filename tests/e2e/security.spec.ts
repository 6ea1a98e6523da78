// Issue 9 item 4: the preview server's Content-Security-Policy and headers, pages walked under it without a
// single violation, no token in localStorage or sessionStorage, and every cookie Secure and SameSite.
import { expect, test, type Page } from '@playwright/test';
import { contentSecurityPolicy, type CspEnv } from '../../scripts/csp';
import { openInApp, signIn } from './route-helpers';
import { expectNothingRan, recordCookieWrites, watchPage } from './security-helpers';

/** The header parsed into directive → sources. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources] as const),
  );

test('every response carries the strict policy and the other security headers', async ({ request }) => {
  for (const path of ['/', '/transactions', '/auth/login?continue=%2F', '/demo-worker.js', '/favicon.svg']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    const headers = response.headers();
    // The policy of this build's settings (none in the demo build; VITE_* variables would widen it).
    expect(headers['content-security-policy'], path).toBe(contentSecurityPolicy(process.env as CspEnv));
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  const response = await request.get('/');
  const policy = directivesOf(response.headers()['content-security-policy'] ?? '');
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");

  // The page itself has no inline script the policy would block: every script is a file of the app.
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', body = ''] of scripts) {
    expect(attributes).toMatch(/\bsrc="\/assets\//);
    expect(body.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
});

/** Every key and value of localStorage and sessionStorage. */
const browserStorage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => ({ key, value: storage.getItem(key) ?? '' })),
    ),
  );

const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/;
const TOKEN_KEY = /(^|[^a-z])(id_?token|access_?token|refresh_?token|auth_?token|jwt|bearer)/i;

test('merchant@ walks the app under the policy: no violation, no token in web storage, safe cookies', async ({
  page,
  context,
}) => {
  const watch = await watchPage(page);
  const cookieWrites = await recordCookieWrites(page);
  await signIn(page, 'merchant@demo.test');
  const walk: readonly [string, RegExp][] = [
    ['/transactions', /Transactions/],
    ['/send-money', /Send money/],
    ['/invoices/builder/inv_0001', /Invoice|invoice/],
    ['/processing/widget-creator/wv_001', /Checkout v5/],
    ['/debit-cards', /Debit cards|cards/i],
    ['/my-contacts', /Contacts/],
    ['/manage-events', /Events|events/],
    ['/invoices', /Invoices/],
  ];
  for (const [path, heading] of walk) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
  }
  // Every cookie the app wrote since the page loaded (sign-in, analytics, language) says Secure and SameSite
  // itself, rather than leaving SameSite to the browser's default.
  // FingerprintJS (the device fingerprint header) probes whether cookies work with `cookietest=1;
  // SameSite=Strict` and expires it at once: no data, never kept (the jar check below).
  const written = (await cookieWrites()).filter((cookie) => !cookie.startsWith('cookietest=1;'));
  expect(written.map((cookie) => cookie.split('=')[0])).toEqual(expect.arrayContaining(['id_token']));
  for (const cookie of written) {
    expect(cookie, 'Secure').toMatch(/;\s*secure\s*(;|$)/i);
    expect(cookie, 'SameSite').toMatch(/;\s*samesite=(lax|strict)\s*(;|$)/i);
  }

  // A full reload of a deep page too: the entry, its chunks, the service worker and the catalogues.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Invoices/ }).first()).toBeVisible();
  await expectNothingRan(page, watch);

  // The session is in cookies, as a JWT: the storage check below looks for it.
  const cookies = await context.cookies();
  const tokens = cookies.filter((cookie) => /token/.test(cookie.name)).map((cookie) => cookie.value);
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokens.some((token) => JWT.test(token))).toBe(true);

  const stored = await browserStorage(page);
  expect(stored.length).toBeGreaterThan(0);
  for (const { key, value } of stored) {
    expect(key, 'a storage key named like a token').not.toMatch(TOKEN_KEY);
    expect(JWT.test(value), `a JWT in storage under ${key}`).toBe(false);
    for (const token of tokens) expect(value.includes(token), `a session token under ${key}`).toBe(false);
  }

  // Every cookie of the app: Secure and SameSite Lax or Strict.
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['id_token']));
  expect(cookies.map((cookie) => cookie.name)).not.toContain('cookietest');
  for (const cookie of cookies) {
    expect(cookie.secure, `${cookie.name} Secure`).toBe(true);
    expect(['Lax', 'Strict'], `${cookie.name} SameSite`).toContain(cookie.sameSite);
  }
});
