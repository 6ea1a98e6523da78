import { describe, expect, it } from 'vitest';
import {
  draftFromInvoice,
  newDraft,
  slashDate,
  toInvoiceBody,
  toIsoDate,
  toSlashDate,
  type SavedInvoice,
} from '@/screens/invoice-builder/invoice-draft';

describe('newDraft (spec B §4)', () => {
  it('is in USD, dated today and due 7 days later, as YYYY/MM/DD', () => {
    const draft = newDraft(Date.UTC(2026, 10, 23, 15, 30));
    expect(draft.currency).toBe('USD');
    expect(draft.invoice_date).toBe('2026/11/23');
    expect(draft.due_date).toBe('2026/11/30');
    expect(draft.lines).toHaveLength(1);
  });

  it('crosses a month and a year end', () => {
    expect(newDraft(Date.UTC(2026, 11, 28)).due_date).toBe('2027/01/04');
  });
});

describe('dates', () => {
  it.each([
    ['2026/11/23', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    [' 2026/01/05 ', '2026-01-05'],
    ['2026/02/30', undefined],
    ['2026/13/01', undefined],
    ['23/11/2026', undefined],
    ['2026/1/5', undefined],
    ['', undefined],
  ])('toIsoDate(%j) → %j', (text, expected) => {
    expect(toIsoDate(text)).toBe(expected);
  });

  it('writes days as YYYY/MM/DD', () => {
    expect(slashDate(Date.UTC(2024, 1, 29))).toBe('2024/02/29');
    expect(toSlashDate('2026-03-09')).toBe('2026/03/09');
  });
});

const saved: SavedInvoice = {
  currency: 'EUR',
  customer: { id: 'cus_0001', email: 'ana@example.com' },
  template_id: 'tpl_001',
  tax_ids: ['tax_001'],
  discount_ids: [],
  invoice_date: '2026-11-01',
  due_date: '2026-11-08',
  note: null,
  items: [
    { product_id: 'prd_002', quantity: 3, index: 1 },
    { product_id: 'prd_001', quantity: 2, index: 0 },
  ],
};

describe('draftFromInvoice', () => {
  it('keeps the lines in their order, the dates as YYYY/MM/DD and the other choices', () => {
    const draft = draftFromInvoice(saved, []);
    expect(draft.lines.map((l) => [l.product_id, l.quantity])).toEqual([
      ['prd_001', '2'],
      ['prd_002', '3'],
    ]);
    expect(draft).toMatchObject({
      currency: 'EUR',
      template_id: 'tpl_001',
      tax_ids: ['tax_001'],
      invoice_date: '2026/11/01',
      due_date: '2026/11/08',
      note: '',
    });
  });

  it.each([
    ['a contact with the same id', [{ id: 'cus_0001', email: 'x@example.com' }], 'cus_0001'],
    ['a contact with the same email', [{ id: 'ct_0009', email: 'ana@example.com' }], 'ct_0009'],
    ['no matching contact: the person picks one', [{ id: 'ct_0001', email: 'bo@example.com' }], ''],
  ])('customer: %s', (_name, contacts, expected) => {
    expect(draftFromInvoice(saved, contacts).customer_id).toBe(expected);
  });
});

describe('toInvoiceBody', () => {
  it('sends filled lines with their index, quantity and price, dates as YYYY-MM-DD', () => {
    const draft = { ...draftFromInvoice(saved, []), customer_id: 'ct_0001', note: '  thanks ' };
    draft.lines.push({ key: 'empty', product_id: '', quantity: '1' });
    const prices: Record<string, number> = { prd_001: 29.44 };
    expect(toInvoiceBody(draft, (id) => prices[id])).toEqual({
      currency: 'EUR',
      customer_id: 'ct_0001',
      template_id: 'tpl_001',
      tax_ids: ['tax_001'],
      discount_ids: [],
      invoice_date: '2026-11-01',
      due_date: '2026-11-08',
      note: 'thanks',
      items: [
        { index: 0, product_id: 'prd_001', quantity: 2, price: 29.44 },
        { index: 1, product_id: 'prd_002', quantity: 3 },
      ],
    });
  });

  it('sends no template as null', () => {
    expect(toInvoiceBody({ ...newDraft(0), template_id: '' }, () => 1).template_id).toBeNull();
  });
});
