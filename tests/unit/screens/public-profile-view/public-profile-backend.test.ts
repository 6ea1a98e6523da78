// The demo backend behind /me, /me/:slug and /business/:slug: the spec B §3 profile fields are saved with the
// account's public profile, checked (spec B §5 description), kept across a reload of the store, shown to
// visitors without a token, and a business page exists only for businesses.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend, type DemoBackend } from '@/mocks/backend';
import { otherHandlers } from '@/mocks/handlers/business/main-other';
import { accountPublicProfileHandlers } from '@/mocks/handlers/core/account-public-profile';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

const persistence = memoryPersistence();
let backend: DemoBackend;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
function boot() {
  backend = createDemoBackend({ persistence });
  server.resetHandlers(...accountPublicProfileHandlers(backend), ...otherHandlers(backend));
}
beforeEach(() => {
  persistence.clear();
  boot();
});

interface Reply {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Record<string, string[]>;
}

async function call(method: string, url: string, who?: string, body?: unknown): Promise<Reply> {
  const user = who ? backend.db.findUserByEmail(who) : undefined;
  if (who && !user) throw new Error(who);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (user) headers.Authorization = `Bearer ${issueToken(user, { audience: 'account' })}`;
  const response = await fetch(`http://localhost${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as object) };
}
const account = (path: string) => `${DEMO_PREFIX.account}${path}`;
const P = 'personal@demo.test';
const M = 'merchant@demo.test';

describe('/api/public-profile details', () => {
  it('saves the fields, answers them, and keeps them after a reload', async () => {
    const saved = await call('PUT', account('/api/public-profile'), P, {
      business_name: 'Sofia Sells',
      description: 'Handmade cards and prints',
      website_url: 'https://sofia.test',
      phone_number: '+1 202 555 0143',
      localized_address: { country_code: 'US', address: '1 Market St', city: 'San Francisco', zip: '94105' },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      business_name: 'Sofia Sells',
      description: 'Handmade cards and prints',
      country_code: 'US',
      phone_country_code: 'US',
      city: 'San Francisco',
      postalCode: '94105',
    });
    backend.db.persist();
    boot();
    const read = await call('GET', account('/api/public-profile'), P);
    expect(read.data).toMatchObject({ business_name: 'Sofia Sells', website_url: 'https://sofia.test' });
  });

  it.each([
    ['a full stop', 'Handmade cards.'],
    ['digits', 'Open 24 7'],
    ['non-latin letters', 'Café crème'],
    ['106 characters', 'a'.repeat(106)],
  ])('rejects a description with %s (422 at the field)', async (_name, description) => {
    const reply = await call('PUT', account('/api/public-profile'), P, { description });
    expect(reply.status).toBe(422);
    expect(reply.errors?.description?.length).toBeGreaterThan(0);
  });

  it('names every bad field at once', async () => {
    const reply = await call('PUT', account('/api/public-profile'), P, {
      website_url: 'not a site',
      phone_number: 'call me',
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.errors ?? {}).sort()).toEqual(['phone_number', 'website_url']);
  });

  it('shows the details to a visitor without a token', async () => {
    await call('PUT', account('/api/public-profile'), P, { description: 'Cards and prints' });
    const user = backend.db.findUserByEmail(P)!;
    const visitor = await call('GET', account(`/mobile/api/public-profile/${user.username}`));
    expect(visitor.status).toBe(200);
    expect(visitor.data).toMatchObject({ username: user.username, description: 'Cards and prints' });
  });

  it('answers 404 for an unknown username', async () => {
    expect((await call('GET', account('/mobile/api/public-profile/nobody_here'))).status).toBe(404);
  });
});

describe('/api/v2/business/{slug}', () => {
  it("shows a business's page without sign-in, with its owner's username", async () => {
    const reply = await call('GET', `${DEMO_PREFIX.main}/api/v2/business/marquez-coffee-roasters`);
    expect(reply.status).toBe(200);
    const owner = backend.db.findUserByEmail(M)!;
    expect(reply.data).toMatchObject({ business_name: 'Marquez Coffee Roasters', username: owner.username });
  });

  it("follows the merchant's /me name change", async () => {
    await call('PUT', account('/api/public-profile'), M, { business_name: 'Marquez Beans' });
    expect((await call('GET', `${DEMO_PREFIX.main}/api/v2/business/marquez-beans`)).status).toBe(200);
    expect((await call('GET', `${DEMO_PREFIX.main}/api/v2/business/marquez-coffee-roasters`)).status).toBe(
      404,
    );
  });

  it('has no business page for a personal user', async () => {
    await call('PUT', account('/api/public-profile'), P, { business_name: 'Sofia Sells' });
    expect((await call('GET', `${DEMO_PREFIX.main}/api/v2/business/sofia-sells`)).status).toBe(404);
  });

  it('answers 404 for an inactive profile or an unknown slug', async () => {
    expect((await call('GET', `${DEMO_PREFIX.main}/api/v2/business/marquez-wholesale`)).status).toBe(404);
    expect((await call('GET', `${DEMO_PREFIX.main}/api/v2/business/nothing-here`)).status).toBe(404);
  });
});

describe('the business page by its owner', () => {
  it("answers to the owner's username as a slug", async () => {
    const reply = await call('GET', `${DEMO_PREFIX.main}/api/v2/business/sofia-marquez`);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ business_name: 'Marquez Coffee Roasters' });
  });
});
