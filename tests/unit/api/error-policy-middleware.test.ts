import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClients } from '@/api/clients';
import { resolveBaseUrls } from '@/api/base-urls';
import { anonymousSession, type ApiSession } from '@/api/session-port';
import type { ApiErrorPolicy, ApiFailure, FailureOutcome } from '@/api/error-policy-port';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CHALLENGE =
  '<!doctype html><html><head><title>Just a moment...</title></head><body><script>window._challenge=1</script></body></html>';
const baseUrls = resolveBaseUrls({ VITE_API_BASE_URL: 'https://api.test' }, 'http://localhost');

function setup(outcome: FailureOutcome = 'pass', session: Partial<ApiSession> = {}) {
  const failures: ApiFailure[] = [];
  const policy: ApiErrorPolicy = {
    onFailure: vi.fn((failure: ApiFailure) => {
      failures.push(failure);
      return outcome;
    }),
  };
  const api = createApiClients({
    baseUrls,
    session: { ...anonymousSession, ...session },
    policy: () => policy,
  });
  return { api, failures, policy };
}

describe('the error policy middleware reports what failed', () => {
  it('names the service, method, operation path, status and the parsed body', async () => {
    server.use(
      http.get('https://api.test/ajax/api/v2/main/balance', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { api, failures } = setup();
    const { error } = await api.main.GET('/api/v2/main/balance');
    expect(failures).toEqual([
      {
        service: 'main',
        method: 'GET',
        path: '/api/v2/main/balance',
        status: 401,
        body: { message: 'Unauthenticated.' },
        challenge: false,
      },
    ]);
    // The caller still gets the one error shape.
    expect(error).toEqual({ message: 'Unauthenticated.', statusCode: 401 });
  });

  it('gives the operation path with its placeholders, not the filled URL', async () => {
    server.use(http.get('https://api.test/api/public/e/:slug', () => HttpResponse.json({}, { status: 404 })));
    const { api, failures } = setup();
    await api.ticketing.GET('/api/public/e/{slug}', { params: { path: { slug: 'summer-fest' } } });
    expect(failures[0]).toMatchObject({ service: 'ticketing', path: '/api/public/e/{slug}', status: 404 });
  });

  it('sees an HTML challenge before normalisation drops it, whatever the status', async () => {
    server.use(
      http.get('https://api.test/ajax/api/v2/profile', () => HttpResponse.html(CHALLENGE, { status: 403 })),
    );
    const { api, failures } = setup();
    const { error } = await api.main.GET('/api/v2/profile');
    expect(failures[0]).toMatchObject({ status: 403, challenge: true, body: CHALLENGE });
    expect(error).toEqual({ message: 'Something went wrong', statusCode: 403 });
  });

  it('treats a challenge answered with 200 as a failure, not as data', async () => {
    server.use(http.get('https://api.test/ajax/api/v2/profile', () => HttpResponse.html(CHALLENGE)));
    const { api, failures } = setup();
    const { data, error } = await api.main.GET('/api/v2/profile');
    expect(failures[0]).toMatchObject({ status: 200, challenge: true });
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ statusCode: 503 });
  });

  it('leaves successes alone', async () => {
    server.use(
      http.get('https://api.test/ajax/api/v2/profile', () => HttpResponse.json({ success: true, data: {} })),
    );
    const { api, policy } = setup();
    const { data } = await api.main.GET('/api/v2/profile');
    expect(data).toEqual({ success: true, data: {} });
    expect(policy.onFailure).not.toHaveBeenCalled();
  });

  it('does not report network failures (there is no answer to judge)', async () => {
    server.use(http.get('https://api.test/ajax/api/v2/profile', () => HttpResponse.error()));
    const { api, policy } = setup();
    const { error } = await api.main.GET('/api/v2/profile');
    expect(error).toMatchObject({ statusCode: 500, code: 'network_error' });
    expect(policy.onFailure).not.toHaveBeenCalled();
  });
});

describe('a retry asked by the policy (ticketing token refresh)', () => {
  it('sends the same request once more with the refreshed token and returns its answer', async () => {
    let token = 'old-token';
    const seen: { auth: string | null; body: unknown }[] = [];
    server.use(
      http.post('https://api.test/api/events', async ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return request.headers.get('authorization') === 'Bearer new-token'
          ? HttpResponse.json({ success: true, data: { id: 'evt_1' } })
          : HttpResponse.json({ message: 'Token expired' }, { status: 401 });
      }),
    );
    const policy: ApiErrorPolicy = {
      onFailure: () => {
        token = 'new-token';
        return 'retry';
      },
    };
    const api = createApiClients({
      baseUrls,
      session: { ...anonymousSession, ticketingToken: () => token },
      policy: () => policy,
    });
    const { data, error } = await api.ticketing.POST('/api/events', { body: { title: 'Fest' } as never });
    expect(error).toBeUndefined();
    expect(data).toEqual({ success: true, data: { id: 'evt_1' } });
    expect(seen).toEqual([
      { auth: 'Bearer old-token', body: { title: 'Fest' } },
      { auth: 'Bearer new-token', body: { title: 'Fest' } },
    ]);
  });

  it('retries only once: a second failure goes to the caller', async () => {
    let calls = 0;
    server.use(
      http.get('https://api.test/api/categories', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Nope' }, { status: 401 });
      }),
    );
    const { api, policy } = setup('retry', { ticketingToken: () => 't' });
    const { error } = await api.ticketing.GET('/api/categories');
    expect(calls).toBe(2);
    expect(policy.onFailure).toHaveBeenCalledTimes(1);
    expect(error).toEqual({ message: 'Nope', statusCode: 401 });
  });

  it('is not offered on services without a retry token (main)', async () => {
    let calls = 0;
    server.use(
      http.get('https://api.test/ajax/api/v2/profile', () => {
        calls += 1;
        return HttpResponse.json({ message: 'x' }, { status: 401 });
      }),
    );
    const { api } = setup('retry');
    await api.main.GET('/api/v2/profile');
    expect(calls).toBe(1);
  });
});
