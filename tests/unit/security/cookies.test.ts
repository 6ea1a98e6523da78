// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, removeCookie, writeCookie, writeIdToken } from '@/session/cookies';
import { browserSessionCookies } from '@/analytics/session-cookie';

/** Every cookie string the code hands to the browser, attributes included. */
let written: string[] = [];

beforeEach(() => {
  written = [];
  // Served over HTTPS (or localhost): the cookies must then be Secure.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => '');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The attributes of a Set-Cookie-like string, lower-cased names. */
const attributesOf = (cookie: string) =>
  new Map(
    cookie
      .split(';')
      .slice(1)
      .map((part) => {
        const [name = '', value = ''] = part.trim().split('=');
        return [name.toLowerCase(), value] as const;
      }),
  );

function expectSecureSameSite(cookie: string | undefined) {
  expect(cookie).toBeDefined();
  const attributes = attributesOf(cookie ?? '');
  expect(attributes.has('secure')).toBe(true);
  expect(['lax', 'strict']).toContain(attributes.get('samesite')?.toLowerCase());
  expect(attributes.get('path')).toBe('/');
}

describe('cookies the app writes', () => {
  it.each(Object.values(COOKIE))('%s is Secure and SameSite', (name) => {
    writeCookie(name, 'value', 1);
    expectSecureSameSite(written.find((cookie) => cookie.startsWith(`${name}=`)));
  });

  it('the session token cookie is Secure and SameSite, and expires with the token', () => {
    const exp = 2_000_000_000;
    const token = `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.sig`;
    writeIdToken(token);
    const cookie = written.find((value) => value.startsWith('id_token='));
    expectSecureSameSite(cookie);
    expect(attributesOf(cookie ?? '').get('expires')).toBe(new Date(exp * 1000).toUTCString());
  });

  it('removing a cookie keeps the same attributes (or the browser would keep the original)', () => {
    removeCookie(COOKIE.idToken);
    expectSecureSameSite(written.find((cookie) => cookie.startsWith('id_token=')));
  });

  it('the analytics session cookies are Secure and SameSite', () => {
    browserSessionCookies.touch('s1', Date.now());
    browserSessionCookies.store('s1');
    expect(written).toHaveLength(2);
    for (const cookie of written) expectSecureSameSite(cookie);
  });
});
