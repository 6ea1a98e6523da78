// @vitest-environment jsdom
// The session flows against the demo backend (MSW in Node, the app's real `api` clients, cookies in jsdom):
// login links, landing after sign-in, second factor, session-check failure and sign-out.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { QueryClient } from '@tanstack/react-query';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import { connectSessionToApi } from '@/session/api-session';
import { consumeLoginLink } from '@/session/consume-login-link';
import { COOKIE, LIFETIME_DAYS, writeCookie } from '@/session/cookies';
import { sessionQuery } from '@/session/session-query';
import { signIn, verifyLoginOtp } from '@/session/sign-in';
import { decodeClaims } from '@/session/jwt';
import { forceSignOut, signOut } from '@/session/sign-out';
import { inPreviewAtom, inSandboxAtom, sessionStore, setSandboxAtom } from '@/session/store';

const { server, backend } = setupDemoServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  connectSessionToApi();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  backend.reset();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStore.set(setSandboxAtom, false);
});

const cookieNames = () => Object.keys(Cookies.get()).sort();
const tokenOf = (email: string, adminId?: number) => {
  const user = backend.db.findUserByEmail(email);
  if (!user) throw new Error(email);
  return issueToken(user, { nowMs: backend.now(), ...(adminId !== undefined ? { adminId } : {}) });
};
const login = (query: string) =>
  consumeLoginLink(new URL(`/auth/login?${query}`, window.location.origin), new QueryClient());

describe('login links (spec A §2)', () => {
  it('admin_id_token + preview=1 turns preview on when the token carries admin_id', async () => {
    const token = tokenOf('merchant@demo.test', 42);
    await expect(login(`admin_id_token=${token}&preview=1`)).resolves.toBe('/');
    expect(sessionStore.get(inPreviewAtom)).toBe(true);
    expect(Cookies.get(COOKIE.preview)).toBe('1');
    expect(Cookies.get(COOKIE.idToken)).toBeTruthy();
  });

  it('preview stays off when the admin token carries no admin_id, or preview is not asked for', async () => {
    await login(`admin_id_token=${tokenOf('merchant@demo.test')}&preview=1`);
    expect(sessionStore.get(inPreviewAtom)).toBe(false);
    await login(`admin_id_token=${tokenOf('merchant@demo.test', 42)}`);
    expect(sessionStore.get(inPreviewAtom)).toBe(false);
    expect(Cookies.get(COOKIE.preview)).toBeUndefined();
  });

  it('widget_id of an admin link opens the widget creator on that widget', async () => {
    await expect(login(`admin_id_token=${tokenOf('merchant@demo.test', 7)}&widget_id=wv_001`)).resolves.toBe(
      '/processing/widget-creator/wv_001',
    );
  });

  it.each([
    ['%2Finvoices%3Ftab%3Dpaid', '/invoices?tab=paid'],
    ['%2F%2Fevil.example', '/'],
    ['https%3A%2F%2Fevil.example', '/'],
    ['javascript%3Aalert(1)', '/'],
  ])('auth_id_token signs in and lands on continue %s → %s', async (target, landing) => {
    await expect(login(`auth_id_token=${tokenOf('personal@demo.test')}&continue=${target}`)).resolves.toBe(
      landing,
    );
  });

  it('a token the server refuses leaves the visitor on login without the token in the address', async () => {
    await expect(login('auth_id_token=not-a-token&continue=%2Fx')).resolves.toBe('/auth/login?continue=%2Fx');
    expect(Cookies.get(COOKIE.idToken)).toBeUndefined();
  });

  it('account_id_token is kept in its cookie and dropped from the address', async () => {
    await expect(login('account_id_token=acc-1')).resolves.toBe('/auth/login');
    expect(Cookies.get(COOKIE.accountIdToken)).toBe('acc-1');
  });

  it('ticketing-event: after sign-in the ticketing token is fetched and the event opens', async () => {
    const query = `auth_id_token=${tokenOf('merchant@demo.test')}&ticketing-event=summer-fest`;
    await expect(login(query)).resolves.toBe('/manage-events/summer-fest');
    expect(Cookies.get(COOKIE.ticketingToken)).toBeTruthy();
    expect(Cookies.get(COOKIE.ticketingEvent)).toBeUndefined();
  });

  it('ticketing-event for an account without ticketing: no token, continue or home', async () => {
    const query = `auth_id_token=${tokenOf('personal@demo.test')}&ticketing-event=summer-fest`;
    await expect(login(query)).resolves.toBe('/');
    expect(Cookies.get(COOKIE.ticketingToken)).toBeUndefined();
    expect(Cookies.get(COOKIE.ticketingEvent)).toBeUndefined();
  });

  it('no link parameters: nothing to do', async () => {
    await expect(login('continue=%2Fx')).resolves.toBeNull();
  });
});

describe('second factor (no demo persona has one at password login: the login answer is overridden)', () => {
  beforeEach(() => {
    server.use(
      http.post('*/ajax/api/v2/auth/login', () =>
        HttpResponse.json({
          success: true,
          data: {
            id_token: tokenOf('merchant@demo.test'),
            user: {},
            second_factor_required: true,
          },
        }),
      ),
    );
  });

  it('a wrong code is refused with Invalid OTP at the code field; 123456 gives the session token', async () => {
    const result = await signIn({ email: 'merchant@demo.test', password: 'Demo1234' });
    expect(result.second_factor_required).toBe(true);
    await expect(verifyLoginOtp('000000')).rejects.toMatchObject({
      statusCode: 422,
      errors: { code: ['Invalid OTP'] },
    });
    Cookies.set(COOKIE.idToken, `${tokenOf('merchant@demo.test')}`, { path: '/' });
    await verifyLoginOtp('123456');
    expect(decodeClaims(Cookies.get(COOKIE.idToken))?.email).toBe('merchant@demo.test');
  });
});

/** Signs in as the merchant with every cookie the app sets, in sandbox. */
async function fullSession() {
  await signIn({ email: 'merchant@demo.test', password: 'Demo1234' });
  writeCookie(COOKIE.accountIdToken, tokenOf('merchant@demo.test'), LIFETIME_DAYS.accountIdToken);
  writeCookie(COOKIE.ticketingToken, 't', LIFETIME_DAYS.ticketingToken);
  writeCookie(COOKIE.ticketingEvent, 'e', LIFETIME_DAYS.ticketingEvent);
  writeCookie(COOKIE.preview, '1');
  writeCookie(COOKIE.locale, 'de', LIFETIME_DAYS.locale);
  sessionStore.set(setSandboxAtom, true);
}
const ONLY_LOCALE = [COOKIE.locale];

describe('session check failure (spec A §4, spec B §8)', () => {
  it.each([401, 500, 'network'] as const)('%s clears tokens, sandbox, preview and cookies', async (fault) => {
    await fullSession();
    server.use(
      http.get('*/ajax/api/v2/auth/is-authenticated', () =>
        fault === 'network'
          ? HttpResponse.error()
          : HttpResponse.json({ success: false, message: 'Nope' }, { status: fault }),
      ),
    );
    const client = new QueryClient();
    client.setQueryData(['balances'], ['cached']);
    await expect(client.fetchQuery(sessionQuery)).resolves.toBeNull();
    expect(cookieNames()).toEqual(ONLY_LOCALE);
    expect(sessionStore.get(inSandboxAtom)).toBe(false);
    expect(client.getQueryData(['balances'])).toBeUndefined();
  });

  it('a check the browser cuts short while the page is being left (a reload) keeps the session', async () => {
    await fullSession();
    const before = cookieNames();
    server.use(http.get('*/ajax/api/v2/auth/is-authenticated', () => HttpResponse.error()));
    window.dispatchEvent(new Event('pagehide'));
    try {
      await expect(new QueryClient().fetchQuery(sessionQuery)).rejects.toBeDefined();
      expect(cookieNames()).toEqual(before);
      expect(sessionStore.get(inSandboxAtom)).toBe(true);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('a valid session is kept', async () => {
    await signIn({ email: 'merchant@demo.test', password: 'Demo1234' });
    const session = await new QueryClient().fetchQuery(sessionQuery);
    expect(session?.user.email).toBe('merchant@demo.test');
    expect(Cookies.get(COOKIE.accountIdToken)).toBe(session?.tokens.account_id_token);
  });
});

describe('sign-out (spec A §4, §7, §8)', () => {
  it('clears every cookie the app set except the locale, and tells the account service', async () => {
    await fullSession();
    let invalidated = false;
    server.use(
      http.get('*/svc/account/api/auth_token/invalidate', () => {
        invalidated = true;
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    await expect(signOut()).resolves.toBe(true);
    expect(invalidated).toBe(true);
    expect(cookieNames()).toEqual(ONLY_LOCALE);
    expect(sessionStore.get(inSandboxAtom)).toBe(false);
  });

  it('a failed logout call still clears the session and reports the failure', async () => {
    await fullSession();
    server.use(http.get('*/ajax/api/v2/auth/logout', () => HttpResponse.json({}, { status: 500 })));
    await expect(signOut()).resolves.toBe(false);
    expect(cookieNames()).toEqual(ONLY_LOCALE);
  });

  it('forceSignOut({ stay: true }) clears without the server and without leaving the page', async () => {
    await fullSession();
    const before = window.location.href;
    forceSignOut({ stay: true });
    expect(cookieNames()).toEqual(ONLY_LOCALE);
    expect(window.location.href).toBe(before);
  });
});

describe('sign-out without a session', () => {
  it('asks no server and succeeds (auth/logout opened by a visitor)', async () => {
    writeCookie(COOKIE.preview, '1');
    server.use(http.get('*/ajax/api/v2/auth/logout', () => HttpResponse.json({}, { status: 500 })));
    await expect(signOut()).resolves.toBe(true);
    expect(cookieNames()).toEqual([]);
  });
});
