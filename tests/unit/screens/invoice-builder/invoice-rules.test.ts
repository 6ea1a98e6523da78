import { describe, expect, it } from 'vitest';
import { newDraft, type InvoiceDraft } from '@/screens/invoice-builder/invoice-draft';
import { builderField, draftErrors, lineField } from '@/screens/invoice-builder/invoice-rules';

const PRICES: Record<string, number> = { prd_001: 32, prd_002: 14.5 };
const priceOf = (id: string) => PRICES[id];
const total = (grand_total: number) => ({ subtotal: grand_total, tax: 0, discount: 0, grand_total });

function draft(change: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    ...newDraft(Date.UTC(2026, 10, 23)),
    customer_id: 'ct_0001',
    lines: [{ key: 'a', product_id: 'prd_001', quantity: '2' }],
    ...change,
  };
}

describe('draftErrors (spec B §5)', () => {
  it.each<[string, InvoiceDraft, number, Record<string, string>]>([
    ['a valid draft', draft(), 64, {}],
    [
      'no product',
      draft({ lines: [{ key: 'a', product_id: '', quantity: '1' }] }),
      0,
      { lines: 'rules.noProduct' },
    ],
    ['grand total 0', draft(), 0, { total: 'rules.totalAboveZero' }],
    ['grand total below 0', draft(), -5, { total: 'rules.totalAboveZero' }],
    [
      'quantity 0, and no total message on top of it',
      draft({ lines: [{ key: 'a', product_id: 'prd_001', quantity: '0' }] }),
      0,
      { [lineField('a', 'quantity')]: 'rules.quantity' },
    ],
    [
      'quantity 1.5',
      draft({ lines: [{ key: 'a', product_id: 'prd_001', quantity: '1.5' }] }),
      48,
      { 'lines.a.quantity': 'rules.quantity' },
    ],
    [
      'quantity empty',
      draft({ lines: [{ key: 'a', product_id: 'prd_001', quantity: ' ' }] }),
      0,
      { 'lines.a.quantity': 'rules.quantity' },
    ],
    [
      'a product without a price in the currency',
      draft({ lines: [{ key: 'b', product_id: 'prd_009', quantity: '1' }] }),
      0,
      { 'lines.b.product_id': 'rules.noPrice' },
    ],
    ['no customer', draft({ customer_id: '' }), 64, { customer_id: 'rules.customer' }],
    ['an impossible invoice date', draft({ invoice_date: '2026/02/30' }), 64, { invoice_date: 'rules.date' }],
    ['a due date in another format', draft({ due_date: '30.11.2026' }), 64, { due_date: 'rules.date' }],
    [
      'due before the invoice date',
      draft({ due_date: '2026/11/22' }),
      64,
      { due_date: 'rules.dueBeforeDate' },
    ],
    ['due on the invoice date', draft({ due_date: '2026/11/23' }), 64, {}],
  ])('%s', (_name, value, grandTotal, expected) => {
    expect(draftErrors(value, priceOf, total(grandTotal))).toEqual(expected);
  });
});

describe('builderField', () => {
  const value = draft({
    lines: [
      { key: 'a', product_id: 'prd_001', quantity: '1' },
      { key: 'empty', product_id: '', quantity: '1' },
      { key: 'c', product_id: 'prd_002', quantity: '1' },
    ],
  });
  it.each([
    ['items.1.quantity', 'lines.c.quantity'],
    ['items.0.product_id', 'lines.a.product_id'],
    ['items.0.price', 'lines.a.product_id'],
    ['items.7.quantity', 'lines'],
    ['items', 'lines'],
    ['contact_id', 'customer_id'],
    ['customer_id', 'customer_id'],
    ['due_date', 'due_date'],
    ['status', undefined],
    ['number', undefined],
  ])('%s → %s', (server, expected) => {
    expect(builderField(server, value)).toBe(expected);
  });
});
