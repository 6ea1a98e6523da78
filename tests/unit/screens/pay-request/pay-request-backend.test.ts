// The demo backend behind request money (src/mocks/handlers/core/main-payment-requests.ts): a created request
// is listed and survives a reload, its public page pays it once, the money lands in the merchant's balance and
// transactions, and the seeded expired request cannot be paid.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { coreHandlers } from '@/mocks/handlers/core';
import { available, accountOf } from '@/mocks/handlers/core/money';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

const persistence = memoryPersistence();
const backend = createDemoBackend({ persistence });
const server = setupServer(...coreHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

const M = 'merchant@demo.test';
type Answer = {
  status: number;
  data?: Record<string, unknown> & Record<string, unknown>[];
  errors?: Record<string, string[]>;
};

async function call(who: string | null, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (who)
    headers.Authorization = `Bearer ${issueToken(backend.db.findUserByEmail(who)!, { audience: 'main' })}`;
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}/api/v2/main${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

const merchantUsd = () => available(accountOf(backend.db.forUser(3), 'USD')!);

describe('request money', () => {
  it('creates a PR + 7 request, lists it pending, and keeps it after a reload', async () => {
    const made = await call(M, 'POST', '/request-money', {
      currency: 'USD',
      amount: 150.25,
      payer_email: 'payer@demo.test',
      note: 'Consulting',
    });
    expect(made.status).toBe(200);
    const id = String(made.data?.id);
    expect(id).toMatch(/^PR[0-9A-Z]{7}$/);
    expect(made.data?.link).toBe(`http://localhost/pay/request/${id}`);
    const list = await call(M, 'GET', '/payment-requests');
    expect(list.data?.find((row) => row.id === id)?.status).toBe('pending');
    backend.db.persist();
    expect(createDemoBackend({ persistence }).db.paymentRequests.get(id)?.amount).toBe(150.25);
  });

  it('refuses a currency the merchant holds no balance in', async () => {
    const made = await call(M, 'POST', '/request-money', {
      currency: 'JPY',
      amount: 100,
      payer_email: 'a@b.co',
    });
    expect(made.status).toBe(422);
    expect(made.errors?.currency).toEqual(["You don't have a JPY account."]);
  });

  it('a payer pays once without signing in; the merchant gets the money and a transaction', async () => {
    const before = merchantUsd();
    const paid = await call(null, 'POST', '/public/payment-requests/PRW5H9C2L/pay', {
      payer_email: 'pat@demo.test',
      payer_name: 'Pat Payer',
      payment_method: 'card',
    });
    expect(paid.status).toBe(200);
    expect(paid.data?.status).toBe('paid');
    expect(merchantUsd()).toBeCloseTo(before + 1250, 2);
    const txn = backend.db.forUser(3).transactions.find((row) => row.order_id === 'PRW5H9C2L');
    expect(txn).toMatchObject({ amount: 1250, currency: 'USD', direction: 'in', type: 'receive_money' });
    const again = await call(null, 'POST', '/public/payment-requests/PRW5H9C2L/pay', {
      payer_email: 'pat@demo.test',
      payment_method: 'card',
    });
    expect(again.status).toBe(422);
    expect(merchantUsd()).toBeCloseTo(before + 1250, 2);
  });

  it('the seeded expired request reads expired and cannot be paid; an unknown id is a 404', async () => {
    expect((await call(null, 'GET', '/public/payment-requests/PRX3B8N1T')).data?.status).toBe('expired');
    const pay = await call(null, 'POST', '/public/payment-requests/PRX3B8N1T/pay', {
      payer_email: 'pat@demo.test',
      payment_method: 'wallet',
    });
    expect(pay.status).toBe(422);
    expect((await call(null, 'GET', '/public/payment-requests/PRZZZZZZZ')).status).toBe(404);
  });

  it('the public view shows the merchant name, not e-mails', async () => {
    const view = (await call(null, 'GET', '/public/payment-requests/PRW5H9C2L')).data!;
    expect(view.merchant).toEqual({ name: expect.any(String) });
    expect(JSON.stringify(view)).not.toContain('@');
  });
});
