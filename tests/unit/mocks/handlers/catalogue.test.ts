import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { businessHandlers } from '@/mocks/handlers/business';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

// What the catalogue forms (schemas/forms/{product,tax,discount,business-template}-{new,edit}.json) send is
// what the demo backend stores and reads back.
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...businessHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

type Row = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown) {
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('no merchant persona');
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}/api/v2/invoicing${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken(user)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: Row; errors?: Record<string, string[]> };
  return { status: response.status, data: json.data ?? {}, errors: json.errors };
}

describe('products', () => {
  const product = {
    name: 'Handmade mug',
    sku: 'MUG-001',
    category: 'Kitchen',
    type: 'physical',
    image: null,
    prices: [
      { currency: 'USD', amount: 24.99 },
      { currency: 'JPY', amount: 3500 },
    ],
    active: false,
  };

  it('stores every field the new-product form sends', async () => {
    const created = await call('POST', '/products', product);
    expect(created.status).toBe(200);
    const read = await call('GET', `/products/${String(created.data.id)}`);
    expect(read.data).toMatchObject({
      ...product,
      prices: product.prices.map((p) => expect.objectContaining(p)),
    });
  });

  it('stores an edit as sent back by the edit form: cleared SKU and image, a price removed, ids kept', async () => {
    const before = (await call('GET', '/products/prd_001')).data;
    const prices = before.prices as { id: string; currency: string; amount: number }[];
    const usd = prices.find((price) => price.currency === 'USD');
    // The edit form sends the loaded record back (without its id), prices with their ids.
    const { id: _id, ...loaded } = before;
    const saved = await call('PUT', '/products/prd_001', {
      ...loaded,
      sku: '',
      image: null,
      prices: [{ ...usd, amount: 33 }],
    });
    expect(saved.status).toBe(200);
    const after = (await call('GET', '/products/prd_001')).data;
    expect(after).toMatchObject({
      sku: '',
      image: null,
      prices: [{ id: usd?.id, currency: 'USD', amount: 33 }],
    });
  });

  it.each([
    ['no price', { prices: [] }, 'prices'],
    ['a name with a symbol', { name: 'Mug #1' }, 'name'],
    ['a fraction of yen', { prices: [{ currency: 'JPY', amount: 10.5 }] }, 'prices.0.amount'],
    ['two prices in one currency', { prices: [product.prices[0], product.prices[0]] }, 'prices'],
  ])('refuses %s at the field', async (_case, change, field) => {
    const refused = await call('POST', '/products', { ...product, ...change });
    expect(refused.status).toBe(422);
    expect(refused.errors).toHaveProperty([field]);
  });
});

describe('taxes', () => {
  it('stores a new tax and an edit, with its active flag', async () => {
    const created = await call('POST', '/taxes', {
      name: 'City tax',
      value: 3.5,
      type: 'flat',
      active: true,
    });
    const id = String(created.data.id);
    await call('PUT', `/taxes/${id}`, { name: 'City levy', value: 4, type: 'percentage', active: false });
    expect((await call('GET', `/taxes/${id}`)).data).toEqual({
      id,
      name: 'City levy',
      value: 4,
      type: 'percentage',
      active: false,
    });
  });

  it('refuses a percentage above 100', async () => {
    const refused = await call('POST', '/taxes', { name: 'Too much', value: 101, type: 'percentage' });
    expect(refused.errors).toHaveProperty(['value']);
  });
});

describe('discounts', () => {
  it('keeps no currency on a percentage discount, even when the form still holds one', async () => {
    const created = await call('POST', '/discounts', {
      name: 'Spring sale',
      value: 10,
      type: 'percentage',
      currency: 'EUR',
    });
    expect(created.data.currency).toBeNull();
    // Still offered to a USD invoice (the builder asks filter[currency]).
    const usd = await call('GET', '/discounts?filter[currency]=USD&per_page=999');
    expect((usd.data as unknown as Row[]).map((row) => row.id)).toContain(created.data.id);
  });

  it('stores a fixed-amount discount with its currency, and needs one', async () => {
    const saved = await call('PUT', '/discounts/dsc_001', {
      name: 'Ten off',
      value: 10,
      type: 'flat',
      currency: 'GBP',
      active: true,
    });
    expect(saved.data).toMatchObject({ type: 'flat', currency: 'GBP', value: 10 });
    const refused = await call('POST', '/discounts', {
      name: 'Five off',
      value: 5,
      type: 'flat',
      currency: null,
    });
    expect(refused.errors).toHaveProperty(['currency']);
  });
});

describe('business templates', () => {
  const template = { name: 'Blue', color: '#1e40af', logo: null, footer_note: '', is_default: false };

  it('stores what the template form sends', async () => {
    const created = await call('POST', '/invoice-templates', { ...template, footer_note: 'Thanks' });
    expect((await call('GET', `/invoice-templates/${String(created.data.id)}`)).data).toMatchObject({
      ...template,
      footer_note: 'Thanks',
    });
  });

  it('passes the default on when it is unticked on the default template', async () => {
    const saved = await call('PUT', '/invoice-templates/tpl_001', { ...template, name: 'Classic' });
    expect(saved.data.is_default).toBe(false);
    const list = (await call('GET', '/invoice-templates?per_page=100')).data as unknown as Row[];
    expect(list.filter((row) => row.is_default).map((row) => row.id)).toEqual(['tpl_002']);
  });

  it('keeps the only template the default', async () => {
    await call('DELETE', '/invoice-templates/tpl_002');
    await call('DELETE', '/invoice-templates/tpl_003');
    const saved = await call('PUT', '/invoice-templates/tpl_001', { ...template, name: 'Classic' });
    expect(saved.data.is_default).toBe(true);
  });
});
