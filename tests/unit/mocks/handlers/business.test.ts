import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { businessHandlers } from '@/mocks/handlers/business';
import { memoryPersistence } from '@/mocks/store/persistence';
import { balanceId } from '@/mocks/store/schema';
import { issueToken, type TokenAudience } from '@/mocks/store/tokens';

// The business rules of spec B behind the demo backend's handlers (the contract test checks the shapes).
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...businessHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

interface Reply {
  status: number;
  body: {
    success: boolean;
    message?: string;
    data?: never;
    errors?: Record<string, string[]>;
    code?: string;
  };
}

async function call(
  who: string | null,
  method: string,
  path: string,
  body?: unknown,
  service: 'main' | 'ticketing' = 'main',
): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (who) {
    const user = backend.db.findUserByEmail(who);
    if (!user) throw new Error(who);
    const audience: TokenAudience = service === 'ticketing' ? 'ticketing' : 'main';
    headers.Authorization = `Bearer ${issueToken(user, { audience })}`;
  }
  const response = await fetch(`http://localhost${DEMO_PREFIX[service]}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}
const M = 'merchant@demo.test';
type Row = Record<string, unknown>;
const data = (reply: Reply) => reply.body.data as unknown as Row;
const rows = (reply: Reply) => reply.body.data as unknown as Row[];

describe('invoicing', () => {
  const invoice = {
    customer_id: 'ct_0001',
    items: [{ product_id: 'prd_001', quantity: 2 }],
    tax_ids: ['tax_001'],
  };

  it('needs items and a grand total above 0, starts as a draft and computes the summary', async () => {
    expect(
      (await call(M, 'POST', '/api/v2/invoicing/invoices', { ...invoice, items: [] })).body.errors,
    ).toHaveProperty('items');
    const free = await call(M, 'POST', '/api/v2/invoicing/invoices', {
      ...invoice,
      tax_ids: [],
      discount_ids: ['dsc_004'],
    });
    expect(free.status).toBe(422);
    const created = await call(M, 'POST', '/api/v2/invoicing/invoices', invoice);
    expect(created.status).toBe(200);
    expect(data(created)).toMatchObject({
      status: 'draft',
      summary: { subtotal: 64, tax: 12.8, discount: 0, grand_total: 76.8 },
    });
    const list = await call(M, 'GET', '/api/v2/invoicing/invoices?filter[status]=draft&per_page=100');
    expect(rows(list).map((row) => row.id)).toContain(data(created).id);
  });

  it('send marks it sent; only drafts can be deleted; the flag gates the area', async () => {
    const sent = await call(M, 'PUT', '/api/v2/invoicing/invoices/inv_0001/send', { contact_id: 'ct_0002' });
    expect(data(sent).status).toBe('sent');
    expect((await call(M, 'DELETE', '/api/v2/invoicing/invoices/inv_0001')).status).toBe(422);
    const off = await call('personal@demo.test', 'GET', '/api/v2/invoicing/invoices');
    expect(off).toMatchObject({
      status: 403,
      body: { message: 'This feature is unavailable for your account.' },
    });
  });

  it('the public page pays a sent invoice once', async () => {
    const pay = { payer_email: 'alex@example.com', payment_method: 'card' };
    expect(
      data(await call(null, 'POST', '/api/v2/invoicing/public/invoices/INV-2026-0002/pay', pay)).status,
    ).toBe('successful');
    expect(
      (await call(null, 'POST', '/api/v2/invoicing/public/invoices/INV-2026-0002/pay', pay)).status,
    ).toBe(422);
    expect((await call(null, 'GET', '/api/v2/invoicing/public/invoices/INV-2026-0001')).status).toBe(404);
  });
});

describe('onboarding and business profiles', () => {
  it('refuses to delete the active profile', async () => {
    const reply = await call(M, 'DELETE', '/api/v2/business-profiles/bp_001');
    expect(reply).toMatchObject({
      status: 422,
      body: { message: 'You cannot delete an active business profile' },
    });
    expect((await call(M, 'DELETE', '/api/v2/business-profiles/bp_002')).status).toBe(200);
  });

  it('submit checks owners, 100 % ownership and a withdrawal detail', async () => {
    const empty = await call('onboarding@demo.test', 'POST', '/api/v2/processing/onboarding/submit');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(
      expect.arrayContaining(['ubo', 'payout_setting', 'business_entity']),
    );
    expect(
      (await call('rejected@demo.test', 'DELETE', '/api/v2/processing/onboarding/owners/own_006')).status,
    ).toBe(200);
    const partial = await call('rejected@demo.test', 'POST', '/api/v2/processing/onboarding/submit');
    expect(partial.body.errors?.ubo).toEqual(['Ownership must add up to 100%.']);
  });
});

describe('processing', () => {
  it('caps widget versions at 10 and names unknown ones', async () => {
    const version = {
      name: 'Extra',
      settings: {
        shape: 'pill',
        brand_color: '#000000',
        secondary_color: '#FFFFFF',
        background: 'website',
        background_image: null,
        payment_methods: [],
      },
    };
    for (let i = 0; i < 5; i++)
      expect((await call(M, 'POST', '/api/v2/processing/widget-versions', version)).status).toBe(200);
    expect((await call(M, 'POST', '/api/v2/processing/widget-versions', version)).body.message).toBe(
      'Customization limit reached',
    );
    expect((await call(M, 'GET', '/api/v2/processing/widget-versions/wv_999')).body.message).toBe(
      'The widget version is not found',
    );
  });

  it('refuses refunds of non-refundable methods and unknown authorizations', async () => {
    const boleto = backend.db.processingTransactions.find(
      (row) => row.payment_method === 'Boleto' && row.type === 'payment',
    );
    const refund = await call(M, 'POST', `/api/v2/processing/reports/transactions/${boleto?.id}/refund`, {});
    expect(refund.body.message).toBe('This payment method is non-refundable');
    const auth = await call(M, 'GET', '/api/v2/processing/integration/simulation-authorize/auth_9999');
    expect(auth).toMatchObject({ status: 404, body: { message: 'Authorization is not found or invalid' } });
  });
});

describe('payer QR, transfer links, smart TV', () => {
  it('QR: expired, unknown, invalid amount, single use', async () => {
    expect((await call(null, 'GET', '/api/v2/qr/info/QR00002')).body.message).toBe(
      'Invalid or Expired QR Code',
    );
    expect((await call(null, 'GET', '/api/v2/qr/info/QR99999')).body.message).toBe('QR not found or expired');
    expect(
      (await call(null, 'POST', '/api/v2/qr/pay/QR00001', { country_code: 'US', amount: 1 })).body.message,
    ).toBe('Invalid amount');
    expect(data(await call(null, 'POST', '/api/v2/qr/pay/QR00001', { country_code: 'US' })).status).toBe(
      'successful',
    );
    expect(data(await call(null, 'GET', '/api/v2/qr/status/QR00001')).status).toBe('successful');
    expect((await call(null, 'POST', '/api/v2/qr/pay/QR00001', { country_code: 'US' })).status).toBe(422);
  });

  it('transfer links lock after the attempts run out; a claim moves the money', async () => {
    const P = 'personal@demo.test';
    for (const expected of [422, 422, 423]) {
      expect(
        (await call(P, 'POST', '/api/v2/transfer-links/TL10000002/claim', { security_code: '0000' })).status,
      ).toBe(expected);
    }
    const locked = await call(P, 'POST', '/api/v2/transfer-links/TL10000002/claim', {
      security_code: '0000',
    });
    expect(locked.body.message).toBe('Transfer link locked for 24 hours after attempts run out');
    const link = backend.db.transferLinks.get('TL10000001');
    const before = backend.db.balances.get(balanceId(1, link?.currency ?? ''))?.balances[0]?.balance ?? 0;
    expect(
      data(await call(P, 'POST', '/api/v2/transfer-links/TL10000001/claim', { security_code: '1234' }))
        .status,
    ).toBe('claimed');
    const after = backend.db.balances.get(balanceId(1, link?.currency ?? ''))?.balances[0]?.balance ?? 0;
    expect(after).toBeCloseTo(before + (link?.amount ?? 0), 2);
  });

  it('smart TV codes', async () => {
    expect((await call(M, 'POST', '/api/v2/smarttv/link', { code: 'AB12CD' })).body.message).toBe(
      'Invalid tv code',
    );
  });
});

describe('ticketing', () => {
  it('filters events by status and gates the area by flag', async () => {
    const drafts = await call(M, 'GET', '/api/events?filter[status]=draft', undefined, 'ticketing');
    expect(rows(drafts).length).toBeGreaterThan(0);
    expect(rows(drafts).every((event) => event.status === 'draft')).toBe(true);
    expect((await call('staff@demo.test', 'GET', '/api/events', undefined, 'ticketing')).status).toBe(403);
  });

  it('unverified attendees need force; manual check-in of a pending attendee fails', async () => {
    const unverified = backend.db.attendees.find(
      (a) => !a.verified && a.status === 'pending' && a.user_id === 3,
    );
    const path = `/api/attendees/${unverified?.id}/approve`;
    expect((await call(M, 'POST', path, {}, 'ticketing')).status).toBe(409);
    expect(data(await call(M, 'POST', path, { force: true }, 'ticketing')).status).toBe('approved');
    const failed = await call(M, 'POST', '/api/attendees/atd_0001/check-in', undefined, 'ticketing');
    expect(failed.body.message).toBe('Manual check in failed');
    expect(
      data(await call(M, 'POST', '/api/attendees/atd_0002/check-in', undefined, 'ticketing')).status,
    ).toBe('visited');
  });
});
