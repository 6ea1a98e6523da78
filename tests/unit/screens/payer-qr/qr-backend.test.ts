import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { businessHandlers } from '@/mocks/handlers/business';
import { memoryPersistence } from '@/mocks/store/persistence';
import { balanceId } from '@/mocks/store/schema';
import { issueToken } from '@/mocks/store/tokens';

// The demo codes of the payer QR flow reach every state the screens show (spec B §2, §4, §8).
let clock = Date.parse('2026-11-01T10:00:00Z');
const backend = createDemoBackend({ persistence: memoryPersistence(), now: () => clock });
const server = setupServer(...businessHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

const P = 'personal@demo.test';
type Body = { message?: string; data?: Record<string, unknown>; errors?: Record<string, string[]> };

async function call(who: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (who)
    headers.Authorization = `Bearer ${issueToken(backend.db.findUserByEmail(who)!, { audience: 'main' })}`;
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}
const usd = () =>
  backend.db.balances.get(balanceId(1, 'USD'))!.balances.find((b) => b.subtype === 'balance_available')!
    .balance;

describe('payer QR demo codes', () => {
  it.each([
    ['QR00002', 404, 'Invalid or Expired QR Code'],
    ['NOPE', 404, 'QR not found or expired'],
  ])('%s answers %i %s', async (code, status, message) => {
    const reply = await call(null, 'GET', `/api/v2/qr/info/${code}`);
    expect([reply.status, reply.body.message]).toEqual([status, message]);
  });

  it.each([
    ['QR00001', 24.5, 'USD', 'active'],
    ['QR00003', 88.9, 'EUR', 'paid'],
    ['QRS0001', null, 'USD', 'active'],
    ['QRS0002', null, 'JPY', 'active'],
  ])('%s reads amount %s %s, %s', async (code, amount, currency, status) => {
    const { data } = (await call(null, 'GET', `/api/v2/qr/info/${code}`)).body;
    expect(data).toMatchObject({ amount, currency, status, payment_order_country: 'US' });
  });

  it.each([
    ['QRS0001', 0],
    ['QRS0001', -5],
    ['QRS0001', 1.234],
    ['QRS0002', 10.5],
    ['QRF0001', 14],
  ])('%s refuses amount %s with Invalid amount at the field', async (code, amount) => {
    const reply = await call(P, 'POST', `/api/v2/qr/pay/${code}`, { country_code: 'US', amount });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.amount).toEqual(['Invalid amount']);
  });

  it('a sticker payment reads processing, then successful; the wallet pays once and the sticker stays usable', async () => {
    const before = usd();
    const paid = await call(P, 'POST', '/api/v2/qr/pay/QRS0001', { country_code: 'US', amount: 12.34 });
    expect(paid.body.data?.status).toBe('processing');
    expect(usd()).toBeCloseTo(before - 12.34, 2);
    expect((await call(null, 'GET', '/api/v2/qr/status/QRS0001')).body.data?.status).toBe('processing');
    clock += 3_000;
    expect((await call(null, 'GET', '/api/v2/qr/status/QRS0001')).body.data?.status).toBe('successful');
    const txn = backend.db
      .forUser(1)
      .transactions.all()
      .find((t) => t.description.includes('Marquez'));
    expect(txn).toMatchObject({ amount: 12.34, direction: 'out', type: 'payment', status: 'success' });
    expect((await call(null, 'GET', '/api/v2/qr/info/QRS0001')).body.data?.status).toBe('active');
  });

  it.each([
    ['QRF0001', 'failed'],
    ['QRC0001', 'cancelled'],
  ])('%s ends %s and moves no money', async (code, outcome) => {
    const before = usd();
    const paid = await call(P, 'POST', `/api/v2/qr/pay/${code}`, { country_code: 'US' });
    expect(paid.body.data?.status).toBe('processing');
    clock += 3_000;
    expect((await call(P, 'GET', `/api/v2/qr/status/${code}`)).body.data?.status).toBe(outcome);
    expect(usd()).toBe(before);
  });

  it('a fixed-amount code is single use; a payer short of money is told at the amount', async () => {
    expect((await call(P, 'POST', '/api/v2/qr/pay/QR00001', { country_code: 'US' })).body.data?.status).toBe(
      'successful',
    );
    expect((await call(P, 'GET', '/api/v2/qr/info/QR00001')).body.data?.status).toBe('paid');
    expect((await call(P, 'POST', '/api/v2/qr/pay/QR00001', { country_code: 'US' })).status).toBe(422);
    const short = await call('newbie@demo.test', 'POST', '/api/v2/qr/pay/QRS0001', {
      country_code: 'US',
      amount: 999_999,
    });
    expect(short.body.errors?.amount).toEqual(['Insufficient funds']);
  });

  it('a new dynamic code expires after 5 minutes', async () => {
    const created = await call('merchant@demo.test', 'POST', '/api/v2/processing/qr-payments/dynamic-qr', {
      amount: 5,
      currency: 'USD',
    });
    const code = String(created.body.data?.code);
    expect((await call(null, 'GET', `/api/v2/qr/info/${code}`)).status).toBe(200);
    clock += 5 * 60 * 1000;
    expect((await call(null, 'GET', `/api/v2/qr/info/${code}`)).body.message).toBe(
      'Invalid or Expired QR Code',
    );
  });
});
