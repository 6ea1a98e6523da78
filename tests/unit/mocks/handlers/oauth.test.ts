import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { normalizeRedirect, oauthHandlers } from '@/mocks/handlers/core/main-oauth';
import { connectionHandlers } from '@/mocks/handlers/core/main-connections';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

// The OAuth consent backend (auth/oauth screens): which requests are refused and never followed, where an
// answer sends the browser, and that an approval shows among the connected platforms.
const ORIGIN = 'http://localhost';
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...oauthHandlers(backend), ...connectionHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

const LEDGERLY = `${ORIGIN}/settings/connected-platforms`;

function token(email = 'personal@demo.test') {
  const user = backend.db.findUserByEmail(email);
  if (!user) throw new Error(`${email} is not seeded`);
  return issueToken(user, { audience: 'main' });
}

async function check(clientId: string, query: Record<string, string>, auth?: string) {
  const response = await fetch(
    `${ORIGIN}${DEMO_PREFIX.main}/api/v2/auth/oauth/clients/${clientId}?${new URLSearchParams(query).toString()}`,
    auth ? { headers: { Authorization: `Bearer ${auth}` } } : {},
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function authorize(body: Record<string, string>) {
  const response = await fetch(`${ORIGIN}${DEMO_PREFIX.main}/api/v2/auth/oauth/authorize`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { redirect_url: string }; code?: string },
  };
}

async function platforms() {
  const response = await fetch(`${ORIGIN}${DEMO_PREFIX.main}/api/v2/connected-platforms`, {
    headers: { Authorization: `Bearer ${token()}` },
  });
  return ((await response.json()) as { data: { name: string; status: string }[] }).data;
}

describe('normalizeRedirect (spec A §5: query string and anchor removed)', () => {
  it.each([
    ['https://a.test/cb?x=1#top', 'https://a.test/cb'],
    ['https://A.TEST/cb', 'https://a.test/cb'],
    ['/settings/connected-platforms?tab=1', 'https://app.test/settings/connected-platforms'],
    ['http://a.test:8080/cb#', 'http://a.test:8080/cb'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeRedirect(raw, 'https://app.test')?.href).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'not a url',
    'https://user:pw@a.test/cb',
    '//evil.test/cb',
  ])('refuses %s', (raw) => {
    expect(normalizeRedirect(raw, 'https://app.test')).toBeUndefined();
  });
});

describe('checking a request', () => {
  it('describes the application and the scopes it asks for', async () => {
    const { status, body } = await check('ledgerly', {
      redirect_uri: `${LEDGERLY}?from=app#top`,
      scope: 'profile balances profile',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      client_id: 'ledgerly',
      name: 'Ledgerly',
      website: 'https://ledgerly.demo.test',
      logo_url: null,
      redirect_host: 'localhost',
      scopes: ['profile', 'balances'],
      connected_at: null,
    });
  });

  it('asks for the default scope when none is named', async () => {
    const { body } = await check('shopwave', { redirect_uri: 'https://shopwave.demo.test/oauth/callback' });
    expect((body.data as { scopes: string[] }).scopes).toEqual(['profile']);
  });

  it.each([
    ['an unknown client', 'nobody', { redirect_uri: LEDGERLY }, 404, 'unknown_client'],
    [
      'another host',
      'ledgerly',
      { redirect_uri: 'https://evil.demo.test/settings/connected-platforms' },
      422,
      'redirect_uri_mismatch',
    ],
    ['another path', 'ledgerly', { redirect_uri: `${ORIGIN}/settings` }, 422, 'redirect_uri_mismatch'],
    [
      'a bare path',
      'ledgerly',
      { redirect_uri: '/settings/connected-platforms' },
      422,
      'redirect_uri_mismatch',
    ],
    [
      'a scope it may not ask',
      'ledgerly',
      { redirect_uri: LEDGERLY, scope: 'profile payments' },
      422,
      'invalid_scope',
    ],
    [
      'an unknown scope',
      'shopwave',
      { redirect_uri: 'https://shopwave.demo.test/oauth/callback', scope: 'admin' },
      422,
      'invalid_scope',
    ],
    [
      'a token response type',
      'ledgerly',
      { redirect_uri: LEDGERLY, response_type: 'token' },
      422,
      'unsupported_response_type',
    ],
    [
      'a state over 255 characters',
      'ledgerly',
      { redirect_uri: LEDGERLY, state: 'x'.repeat(256) },
      422,
      'invalid_request',
    ],
  ])('refuses %s', async (_name, clientId, query, status, code) => {
    const answer = await check(clientId, query);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });
});

describe('answering', () => {
  it('approval: the registered URL with a code and the state, and the app among the connected platforms', async () => {
    const { status, body } = await authorize({
      client_id: 'ledgerly',
      redirect_uri: `${LEDGERLY}#frag`,
      scope: 'profile',
      state: 'st 1/2',
      decision: 'approve',
    });
    expect(status).toBe(200);
    const target = new URL(body.data!.redirect_url);
    expect(`${target.origin}${target.pathname}`).toBe(LEDGERLY);
    expect(target.hash).toBe('');
    expect(target.searchParams.get('code')).toMatch(/^ac_[0-9a-f]{32}$/);
    expect(target.searchParams.get('state')).toBe('st 1/2');
    expect(await platforms()).toContainEqual(expect.objectContaining({ name: 'Ledgerly', status: 'active' }));
    const again = await check('ledgerly', { redirect_uri: LEDGERLY }, token());
    expect((again.body.data as { connected_at: string | null }).connected_at).not.toBeNull();
  });

  it('approving twice keeps one connection', async () => {
    const request = { client_id: 'ledgerly', redirect_uri: LEDGERLY, decision: 'approve' };
    await authorize(request);
    await authorize(request);
    expect((await platforms()).filter((p) => p.name === 'Ledgerly')).toHaveLength(1);
  });

  it('denial: error=access_denied and the state, nothing connected', async () => {
    const before = await platforms();
    const { body } = await authorize({
      client_id: 'ledgerly',
      redirect_uri: LEDGERLY,
      state: 'abc',
      decision: 'deny',
    });
    const target = new URL(body.data!.redirect_url);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe('abc');
    expect(target.searchParams.has('code')).toBe(false);
    expect(await platforms()).toEqual(before);
  });

  it('refuses a mismatched redirect URL on the answer too', async () => {
    const { status, body } = await authorize({
      client_id: 'ledgerly',
      redirect_uri: 'https://evil.demo.test/cb',
      decision: 'approve',
    });
    expect(status).toBe(422);
    expect(body.code).toBe('redirect_uri_mismatch');
    expect((await platforms()).some((p) => p.name === 'Ledgerly')).toBe(false);
  });
});
