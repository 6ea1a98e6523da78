import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { businessHandlers } from '@/mocks/handlers/business';
import { withoutQuery } from '@/mocks/handlers/business/processing-business-model';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

// The business model's review (spec B §2, §4, §5) and the test-mode authorization simulator (issue 25).
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...businessHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

type Body = { message?: string; data?: Record<string, unknown>; errors?: Record<string, string[]> };

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('merchant@');
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${issueToken(user, { audience: 'main' })}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const model = {
  industry: 'ind_food_coffee',
  description: 'Roasted coffee beans and barista courses',
  website: 'https://marquez-coffee.test',
  monthly_volume: 80000,
  pingback_url: 'https://marquez-coffee.test/pingback?token=abc#top',
};

describe('withoutQuery (spec B §5: redirect URLs lose their query string and anchor)', () => {
  it.each([
    ['https://shop.test/pingback?token=1#top', 'https://shop.test/pingback'],
    ['https://shop.test/a/b#frag', 'https://shop.test/a/b'],
    ['https://shop.test:8443/hook', 'https://shop.test:8443/hook'],
    ['not a url?x=1', 'not a url'],
  ])('%s → %s', (url, kept) => expect(withoutQuery(url)).toBe(kept));
});

describe('business model', () => {
  it("merchant@'s rejected model is resubmitted: pending, pingback without query, in the session too", async () => {
    expect((await call('GET', '/api/v2/processing/business-model')).body.data?.status).toBe('rejected');
    const saved = await call('PUT', '/api/v2/processing/business-model', model);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      status: 'pending',
      description: model.description,
      pingback_url: 'https://marquez-coffee.test/pingback',
    });
    const user = backend.db.findUserByEmail('merchant@demo.test');
    const item = user?.processing.application_status.data.find((entry) => entry.label === 'business_model');
    expect(item?.status).toBe('pending');
    expect(user?.processing.application_status.status).toBe('approved');
  });

  it.each([
    ['description', { description: 'Coffee & tea' }],
    ['description', { description: 'a'.repeat(106) }],
    ['industry', { industry: 'ind_food' }],
    ['website', { website: 'ftp://shop.test' }],
    ['pingback_url', { pingback_url: 'pingback' }],
    ['monthly_volume', { monthly_volume: -1 }],
  ])('refuses a bad %s at its field', async (field, change) => {
    const reply = await call('PUT', '/api/v2/processing/business-model', { ...model, ...change });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {})).toEqual([field]);
    expect((await call('GET', '/api/v2/processing/business-model')).body.data?.status).toBe('rejected');
  });
});

describe('authorization simulator', () => {
  const simulate = (card: string, sandbox = true) =>
    call('POST', `/api/v2/processing/integration/simulation-authorize${sandbox ? '?is_in_sandbox=1' : ''}`, {
      amount: 12.5,
      currency: 'USD',
      card_number: card,
    });

  it('works in test mode only', async () => {
    expect((await simulate('4111111111111111', false)).body.message).toBe(
      'Switch on test mode to simulate an authorization.',
    );
  });

  it('records test cards approved and declined as test authorizations, listed only in test mode', async () => {
    const approved = (await simulate('5555 5555 5555 4444')).body.data;
    const declined = (await simulate('4000000000000002')).body.data;
    expect(approved).toMatchObject({ status: 'authorized', card_brand: 'Mastercard', amount: 12.5 });
    expect(declined).toMatchObject({ status: 'declined', card_brand: 'Visa' });
    const invalid = await simulate('4111111111111112');
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors ?? {})).toEqual(['card_number']);
    const read = await call(
      'GET',
      `/api/v2/processing/integration/simulation-authorize/${String(declined?.authorization_id)}?is_in_sandbox=1`,
    );
    expect(read.body.data).toEqual(declined);

    const list = async (sandbox: boolean) =>
      (
        await call(
          'GET',
          `/api/v2/processing/reports/transactions?per_page=100${sandbox ? '&is_in_sandbox=1' : ''}`,
        )
      ).body.data as unknown as { order_id: string; status: string; type: string }[];
    const test = await list(true);
    expect(test.map((row) => [row.order_id, row.type, row.status])).toEqual(
      expect.arrayContaining([
        [approved?.order_id, 'auth', 'success'],
        [declined?.order_id, 'auth', 'rejected'],
      ]),
    );
    // merchant@'s two seeded runs and these two; all of them test authorizations.
    expect(test).toHaveLength(4);
    expect(test.every((row) => row.type === 'auth' && row.order_id.startsWith('TEST-'))).toBe(true);
    expect((await list(false)).some((row) => row.order_id.startsWith('TEST-'))).toBe(false);
  });

  it("answers 'Authorization is not found or invalid' for an unknown or live id", async () => {
    for (const id of ['ptx_999999', 'ptx_000001'])
      expect(await call('GET', `/api/v2/processing/integration/simulation-authorize/${id}`)).toMatchObject({
        status: 404,
        body: { message: 'Authorization is not found or invalid' },
      });
  });
});
