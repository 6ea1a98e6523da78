import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { coreHandlers } from '@/mocks/handlers/core';
import { memoryPersistence } from '@/mocks/store/persistence';
import { balanceId } from '@/mocks/store/schema';
import { issueToken } from '@/mocks/store/tokens';

// What the wallet and settings list pages (schemas/tables, schemas/details) need of the demo backend.
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...coreHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

type Row = Record<string, unknown>;
interface Reply {
  status: number;
  body: { data?: unknown; total?: number; last_page?: number; per_page?: number };
}

async function get(who: string, path: string): Promise<Reply> {
  const user = backend.db.findUserByEmail(who);
  if (!user) throw new Error(who);
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}${path}`, {
    headers: { Authorization: `Bearer ${issueToken(user, { audience: 'main' })}` },
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}
const rows = (reply: Reply) => reply.body.data as Row[];

const P = 'personal@demo.test';
const M = 'merchant@demo.test';

describe('GET /api/v2/main/balance', () => {
  it.each([
    ['', ['USD', 'EUR', 'GBP', 'JPY']],
    ['?currency=EUR', ['EUR']],
    ['?currency=CHF', []],
  ])('with %j answers the accounts %j', async (query, currencies) => {
    const reply = await get(P, `/api/v2/main/balance${query}`);
    expect(reply.status).toBe(200);
    expect(rows(reply).map((row) => row.currency)).toEqual(currencies);
  });

  it('refuses a currency that is not an ISO code', async () => {
    expect((await get(P, '/api/v2/main/balance?currency=eur')).status).toBe(422);
  });

  it('lists the balances available, pending, reserved whatever order they are stored in', async () => {
    const id = balanceId(1, 'EUR');
    const stored = backend.db.balances.get(id);
    if (!stored) throw new Error('no EUR account');
    backend.db.balances.update(id, { balances: [...stored.balances].reverse() });
    const [account] = rows(await get(P, '/api/v2/main/balance?currency=EUR'));
    expect((account?.balances as Row[]).map((balance) => balance.subtype)).toEqual([
      'balance_available',
      'balance_pending',
      'balance_reserved',
    ]);
  });
});

describe('GET /api/v2/main/transactions', () => {
  it("reads merchant@'s 10,000 USD transactions in one page (an account page's paging: all)", async () => {
    const reply = await get(M, '/api/v2/main/transactions?page=1&per_page=10000&filter[currency]=USD');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 10_000, last_page: 1, per_page: 10_000 });
    expect(rows(reply)).toHaveLength(10_000);
  });

  it("keeps to one debit card's transactions with filter[card_public_id]", async () => {
    const reply = await get(
      P,
      '/api/v2/main/transactions?per_page=1000&filter[card_public_id]=crd_virtual_001',
    );
    expect(rows(reply).length).toBeGreaterThan(0);
    expect(new Set(rows(reply).map((row) => row.card_public_id))).toEqual(new Set(['crd_virtual_001']));
  });
});

describe('GET /api/v2/main/contact-tags/{id}', () => {
  it("answers the caller's own tag", async () => {
    const reply = await get(M, '/api/v2/main/contact-tags/tag_001');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ id: 'tag_001', name: 'Suppliers' });
  });

  it("is a 404 for another user's tag", async () => {
    expect((await get(P, '/api/v2/main/contact-tags/tag_001')).status).toBe(404);
  });
});

describe('GET /api/v2/sub-accounts', () => {
  it.each([
    ['name', 'asc'],
    ['email', 'desc'],
    ['created_at', 'asc'],
  ])('sorts by %s %s', async (field, order) => {
    const values = rows(await get(M, `/api/v2/sub-accounts?sort_by=${field}&order_by=${order}`)).map((row) =>
      String(row[field]),
    );
    const sorted = [...values].sort();
    expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
  });

  it('refuses a field it cannot sort by', async () => {
    expect((await get(M, '/api/v2/sub-accounts?sort_by=acl')).status).toBe(422);
  });
});

describe('GET /api/v2/main/receiving-methods', () => {
  const types = async (query: string) =>
    rows(await get(M, `/api/v2/main/receiving-methods${query}`)).map((row) => row.type);

  // ct_0001 is the merchant's recipient of the transfer examples (src/mocks/store/seed/contacts.ts).
  it('offers, for a recipient, only the methods they registered in that currency', async () => {
    const all = await types('?currency=EUR');
    expect(all.length).toBeGreaterThan(1);
    expect(await types('?currency=EUR&recipient_id=ct_0001')).toEqual(['bank_transfer']);
    expect(await types('?currency=USD&recipient_id=ct_0001')).toEqual(
      (await types('?currency=USD')).filter((type) => type === 'bank_transfer' || type === 'e_wallet'),
    );
  });
});
