import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClients } from '@/api/clients';
import { resolveBaseUrls } from '@/api/base-urls';
import { anonymousSession, type ApiSession } from '@/api/session-port';

// An echo backend: each service answers with what it received, so tests assert on the real request.
const echo = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  return HttpResponse.json({
    success: true,
    data: {
      url: url.pathname + url.search,
      authorization: request.headers.get('authorization'),
      fingerprint: request.headers.get('x-device-fingerprint'),
      tenant: request.headers.get('x-tenant'),
    },
  });
});
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseUrls = resolveBaseUrls({ VITE_API_BASE_URL: 'https://api.test' }, 'http://localhost');
const clients = (session: Partial<ApiSession> = {}) =>
  createApiClients({ baseUrls, session: { ...anonymousSession, ...session } });
type Echo = { url: string; authorization: string | null; fingerprint: string | null; tenant: string | null };
const echoed = (body: unknown) => (body as { data: Echo }).data;

describe('bearer token per service', () => {
  it('main client sends the session token', async () => {
    server.use(echo);
    const { data } = await clients({ idToken: () => 'session-token' }).main.GET('/api/v2/profile');
    expect(echoed(data).authorization).toBe('Bearer session-token');
  });

  it('sends no Authorization header when signed out', async () => {
    server.use(echo);
    const { data } = await clients().main.GET('/api/v2/profile');
    expect(echoed(data).authorization).toBeNull();
  });

  it('account client sends the account-id token, not the session token', async () => {
    server.use(echo);
    const api = clients({ idToken: () => 'session-token', accountIdToken: () => 'account-token' });
    const { data } = await api.account.GET('/api/auth_token/invalidate');
    expect(echoed(data).authorization).toBe('Bearer account-token');
  });

  it('ticketing client sends the ticketing token and X-Tenant when one is set', async () => {
    server.use(echo);
    const api = clients({ ticketingToken: () => 'ticketing-token', tenant: () => 'acme' });
    const { data } = await api.ticketing.GET('/api/categories');
    expect(echoed(data)).toMatchObject({ authorization: 'Bearer ticketing-token', tenant: 'acme' });
  });

  it('ticketing client omits X-Tenant when none is set', async () => {
    server.use(echo);
    const { data } = await clients({ ticketingToken: () => 't' }).ticketing.GET('/api/categories');
    expect(echoed(data).tenant).toBeNull();
  });
});

describe('fingerprint header', () => {
  it('is sent on main-API requests when known', async () => {
    server.use(echo);
    const { data } = await clients({ fingerprint: async () => 'device-123' }).main.GET('/api/v2/profile');
    expect(echoed(data).fingerprint).toBe('device-123');
  });

  it('is left off when the fingerprint could not be computed', async () => {
    server.use(echo);
    const { data } = await clients({ fingerprint: async () => undefined }).main.GET('/api/v2/profile');
    expect(echoed(data).fingerprint).toBeNull();
  });
});

describe('sandbox mode', () => {
  it('adds is_in_sandbox=1 and keeps the other query parameters', async () => {
    server.use(echo);
    const { data } = await clients({ inSandbox: () => true }).main.GET('/api/v2/faqs', {
      params: { query: { code: 'home', locale: 'en' } },
    });
    const url = new URL(echoed(data).url, 'https://api.test');
    expect(url.searchParams.get('is_in_sandbox')).toBe('1');
    expect(url.searchParams.get('code')).toBe('home');
  });

  it('adds nothing in live mode', async () => {
    server.use(echo);
    const { data } = await clients({ inSandbox: () => false }).main.GET('/api/v2/profile');
    expect(echoed(data).url).not.toContain('is_in_sandbox');
  });
});

describe('id_token response header', () => {
  it('refreshes the session token', async () => {
    server.use(
      http.get('https://api.test/ajax/api/v2/profile', () =>
        HttpResponse.json({ success: true, data: {} }, { headers: { id_token: 'fresh-token' } }),
      ),
    );
    const onIdToken = vi.fn();
    await clients({ onIdToken }).main.GET('/api/v2/profile');
    expect(onIdToken).toHaveBeenCalledWith('fresh-token');
  });

  it('does nothing when the header is absent', async () => {
    server.use(echo);
    const onIdToken = vi.fn();
    await clients({ onIdToken }).main.GET('/api/v2/profile');
    expect(onIdToken).not.toHaveBeenCalled();
  });
});

describe('errors are normalised to {message, statusCode}', () => {
  const failWith = (response: Response) =>
    server.use(http.get('https://api.test/ajax/api/v2/profile', () => response));

  it('keeps the server message, the status and field errors', async () => {
    failWith(
      HttpResponse.json(
        { success: false, message: 'The given data was invalid.', errors: { username: ['Taken'] } },
        { status: 422 },
      ),
    );
    const { error, response } = await clients().main.GET('/api/v2/profile');
    expect(response.status).toBe(422);
    expect(error).toEqual({
      message: 'The given data was invalid.',
      statusCode: 422,
      errors: { username: ['Taken'] },
    });
  });

  it('gives a message when the server sent none', async () => {
    failWith(HttpResponse.json({ success: false }, { status: 403 }));
    const { error } = await clients().main.GET('/api/v2/profile');
    expect(error).toEqual({ message: 'Something went wrong', statusCode: 403 });
  });

  it('does not show an HTML error page as a message', async () => {
    failWith(new HttpResponse('<html><body>Bad gateway</body></html>', { status: 502 }));
    const { error } = await clients().main.GET('/api/v2/profile');
    expect(error).toEqual({ message: 'Something went wrong', statusCode: 502 });
  });

  it('turns a network failure into a 500 of the same shape', async () => {
    failWith(HttpResponse.error());
    const { error } = await clients().main.GET('/api/v2/profile');
    expect(error).toEqual({ message: 'Something went wrong', statusCode: 500, code: 'network_error' });
  });

  it('applies to every service', async () => {
    server.use(
      http.get('https://api.test/api/categories', () =>
        HttpResponse.json({ message: 'Nope' }, { status: 401 }),
      ),
    );
    const { error } = await clients().ticketing.GET('/api/categories');
    expect(error).toEqual({ message: 'Nope', statusCode: 401 });
  });
});
