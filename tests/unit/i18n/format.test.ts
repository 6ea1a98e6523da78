import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '@/i18n/format';

describe('money format (spec A §9)', () => {
  it.each([
    [1234567.891, 'USD', undefined, '1 234 567.89'],
    [0, 'EUR', undefined, '0.00'],
    [1500000, 'JPY', undefined, '1 500 000'],
    [2500.4, 'VND', undefined, '2 500'],
    [12.5, 'KWD', 3, '12.500'],
    [-42.1, 'GBP', undefined, '-42.10'],
  ])('%s %s → %s', (amount, currency, fraction, expected) => {
    expect(formatAmount(amount, currency, fraction)).toBe(expected);
  });

  it('appends the currency code', () => {
    expect(formatMoney(999999999.99, 'USD')).toBe('999 999 999.99 USD');
  });
});
