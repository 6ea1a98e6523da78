import { describe, expect, it } from 'vitest';
import {
  invoiceTotals,
  lineTotal,
  roundMoney,
  type AdjustmentRule,
} from '@/screens/invoice-builder/invoice-totals';

const pct = (value: number): AdjustmentRule => ({ type: 'percentage', value });
const flat = (value: number, prices?: { currency: string; amount: number }[]): AdjustmentRule => ({
  type: 'flat',
  value,
  prices,
});

describe('roundMoney', () => {
  it.each([
    [1.005, 'USD', 1.01],
    [2.675, 'EUR', 2.68],
    [10.4, 'JPY', 10],
    [10.5, 'VND', 11],
    [1234.5, 'IDR', 1235],
    [-1.005, 'USD', -1.01],
    [0.1 + 0.2, 'USD', 0.3],
    [0, 'USD', 0],
  ])('%s %s → %s', (amount, currency, expected) => {
    expect(roundMoney(amount, currency)).toBe(expected);
  });
});

describe('lineTotal', () => {
  it.each([
    [3, 14.5, 'USD', 43.5],
    [3, 9.99, 'USD', 29.97],
    [7, 0.145, 'USD', 1.02],
    [2, 150.4, 'JPY', 301],
  ])('%s × %s %s = %s', (quantity, price, currency, expected) => {
    expect(lineTotal(quantity, price, currency)).toBe(expected);
  });
});

describe('invoiceTotals', () => {
  it.each([
    {
      name: 'two products, no tax or discount',
      lines: [
        { quantity: 2, price: 32 },
        { quantity: 1, price: 14.5 },
      ],
      taxes: [],
      discounts: [],
      currency: 'USD',
      expected: { subtotal: 78.5, tax: 0, discount: 0, grand_total: 78.5 },
    },
    {
      name: 'VAT 20% and a 10% discount, both on the subtotal',
      lines: [
        { quantity: 2, price: 32 },
        { quantity: 1, price: 14.5 },
      ],
      taxes: [pct(20)],
      discounts: [pct(10)],
      currency: 'USD',
      expected: { subtotal: 78.5, tax: 15.7, discount: 7.85, grand_total: 86.35 },
    },
    {
      name: 'two taxes are added before rounding',
      lines: [{ quantity: 1, price: 9.99 }],
      taxes: [pct(7.25), pct(10)],
      discounts: [],
      currency: 'USD',
      expected: { subtotal: 9.99, tax: 1.72, discount: 0, grand_total: 11.71 },
    },
    {
      name: 'a flat discount uses its price in the currency',
      lines: [{ quantity: 1, price: 50 }],
      taxes: [],
      discounts: [flat(15, [{ currency: 'USD', amount: 12 }])],
      currency: 'USD',
      expected: { subtotal: 50, tax: 0, discount: 12, grand_total: 38 },
    },
    {
      name: 'a flat discount without prices uses its value',
      lines: [{ quantity: 1, price: 50 }],
      taxes: [flat(2.5)],
      discounts: [flat(15)],
      currency: 'USD',
      expected: { subtotal: 50, tax: 2.5, discount: 15, grand_total: 37.5 },
    },
    {
      name: 'a discount larger than the subtotal gives a total at or below 0',
      lines: [{ quantity: 1, price: 9.99 }],
      taxes: [],
      discounts: [flat(15)],
      currency: 'USD',
      expected: { subtotal: 9.99, tax: 0, discount: 15, grand_total: -5.01 },
    },
    {
      name: 'zero-fraction currency rounds each sum to whole units',
      lines: [{ quantity: 3, price: 333 }],
      taxes: [pct(10)],
      discounts: [pct(5)],
      currency: 'JPY',
      expected: { subtotal: 999, tax: 100, discount: 50, grand_total: 1049 },
    },
    {
      name: 'no lines',
      lines: [],
      taxes: [pct(20)],
      discounts: [],
      currency: 'EUR',
      expected: { subtotal: 0, tax: 0, discount: 0, grand_total: 0 },
    },
  ])('$name', ({ lines, taxes, discounts, currency, expected }) => {
    expect(invoiceTotals(lines, taxes, discounts, currency)).toEqual(expected);
  });
});
