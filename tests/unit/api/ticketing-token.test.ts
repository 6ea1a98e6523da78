// @vitest-environment jsdom
// The ticketing client's token rules end to end (spec B §4, §8): a 401 from the ticketing service gets a fresh
// ticketing token from the main API (cookie, 1 day) and the call is sent again with it; when the refresh fails,
// the token and its cookie are cleared and the person is signed out. The real client, policy and session
// functions, against the demo backend.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { api, connectApiSession, connectErrorPolicy } from '@/api/clients';
import { passThroughPolicy } from '@/api/error-policy-port';
import { anonymousSession } from '@/api/session-port';
import { createErrorPolicy, type ErrorPolicyEffects } from '@/app/error-policy-actions';
import { clearTicketingToken, refreshTicketingToken } from '@/session/api-session';
import { COOKIE, readCookie } from '@/session/cookies';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';

const { server, backend } = setupDemoServer();
const ticketingCalls: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/svc/ticketing/'))
    ticketingCalls.push(request.headers.get('authorization') ?? '');
});

let idToken: string | undefined;
const forceSignOut = vi.fn();

function effects(): ErrorPolicyEffects {
  return {
    currentRoute: () => ({ name: 'manage-events', layout: 'default', exempt401: false }),
    signedIn: () => idToken !== undefined,
    reload: vi.fn(() => true),
    forceSignOut,
    postToNative: vi.fn(),
    featureDisabled: vi.fn(),
    refreshAccountToken: vi.fn(async () => undefined),
    refreshTicketingToken,
    clearTicketingToken,
  };
}

const merchant = () => {
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('merchant@demo.test');
  return user;
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  connectApiSession({
    ...anonymousSession,
    idToken: () => idToken,
    ticketingToken: () => readCookie(COOKIE.ticketingToken),
  });
  connectErrorPolicy(createErrorPolicy(effects()));
});
beforeEach(() => {
  ticketingCalls.length = 0;
  forceSignOut.mockClear();
  Cookies.remove(COOKIE.ticketingToken);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  connectApiSession(anonymousSession);
  connectErrorPolicy(passThroughPolicy);
});

describe('the ticketing token', () => {
  it('a 401 fetches a fresh token into its cookie and the call is sent again with it', async () => {
    idToken = issueToken(merchant(), { audience: 'main' });
    const { data, error } = await api.ticketing.GET('/api/events');
    expect(error).toBeUndefined();
    expect(data?.data.length).toBeGreaterThan(0);
    const token = readCookie(COOKIE.ticketingToken);
    expect(token).toBeTruthy();
    expect(ticketingCalls).toEqual(['', `Bearer ${token}`]);
    expect(forceSignOut).not.toHaveBeenCalled();
  });

  it('an expired token is replaced the same way', async () => {
    idToken = issueToken(merchant(), { audience: 'main' });
    Cookies.set(
      COOKIE.ticketingToken,
      issueToken(merchant(), { audience: 'ticketing', nowMs: Date.UTC(2020, 0, 1) }),
    );
    const { error } = await api.ticketing.GET('/api/attendees');
    expect(error).toBeUndefined();
    expect(ticketingCalls).toHaveLength(2);
    expect(readCookie(COOKIE.ticketingToken)).not.toBe(ticketingCalls[0]?.replace('Bearer ', ''));
  });

  it('when the refresh fails, the token and its cookie are cleared and the person is signed out', async () => {
    // The main API is signed in but will not give a ticketing token (a 500, so only the ticketing rule acts).
    idToken = issueToken(merchant(), { audience: 'main' });
    server.use(
      http.post('*/api/v2/mini-apps/auth-token', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    Cookies.set(COOKIE.ticketingToken, 'stale');
    const { error } = await api.ticketing.GET('/api/events');
    expect(error).toMatchObject({ statusCode: 401 });
    expect(readCookie(COOKIE.ticketingToken)).toBeUndefined();
    expect(forceSignOut).toHaveBeenCalled();
    // No retry without a token.
    expect(ticketingCalls).toEqual(['Bearer stale']);
  });
});
