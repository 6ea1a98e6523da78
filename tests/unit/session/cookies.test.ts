// @vitest-environment jsdom
// Cookie names and lifetimes of spec A §9 / spec B §9, and what sign-out removes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { COOKIE, LIFETIME_DAYS, SESSION_COOKIES, writeCookie, writeIdToken } from '@/session/cookies';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

afterEach(() => vi.restoreAllMocks());

describe('cookies', () => {
  it('sign-out removes every app cookie but the locale', () => {
    expect([...SESSION_COOKIES].sort()).toEqual(
      ['account_id_token', 'id_token', 'in_sandbox', 'preview', 'ticketing_event', 'ticketing_token'].sort(),
    );
    expect(SESSION_COOKIES).not.toContain(COOKIE.locale);
  });

  it('lifetimes: locale 365 days; account-id, ticketing and ticketing-event 1 day', () => {
    expect(LIFETIME_DAYS).toEqual({ accountIdToken: 1, ticketingToken: 1, ticketingEvent: 1, locale: 365 });
  });

  it('the auth token cookie expires with the token, SameSite=Lax, path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeIdToken(`${encode({ alg: 'none' })}.${encode({ sub: 1, exp: 2_000_000_000 })}.demo`);
    expect(set).toHaveBeenCalledWith(
      'id_token',
      expect.any(String),
      expect.objectContaining({ expires: new Date(2_000_000_000_000), sameSite: 'Lax', path: '/' }),
    );
  });

  it('a token without exp is a session cookie; a 1-day cookie says 1', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeIdToken('not-a-jwt');
    expect(set.mock.calls[0]?.[2]).not.toHaveProperty('expires');
    writeCookie(COOKIE.accountIdToken, 'x', LIFETIME_DAYS.accountIdToken);
    expect(set.mock.calls[1]?.[2]).toMatchObject({ expires: 1 });
  });
});
