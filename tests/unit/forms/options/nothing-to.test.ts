import { describe, expect, it } from 'vitest';
import type { FieldOptions } from '@/forms/options/field-option';
import { isEmptyAccount, isNothingToAction, lackedCurrency } from '@/forms/options/nothing-to';

const accounts = (loadedFor: string | undefined): FieldOptions => ({
  options: [
    { value: 'EUR', label: 'EUR' },
    { value: 'JPY', label: 'JPY', empty: true },
  ],
  status: loadedFor === undefined ? 'loading' : 'ready',
  loadedFor,
});

describe('lackedCurrency', () => {
  it.each<[string, unknown, string | undefined, string | undefined]>([
    ['an account with money: nothing to say', 'EUR', '[]', undefined],
    ['an account with nothing available', 'JPY', '[]', 'JPY'],
    ['a currency the person holds no account in', 'USD', '[]', 'USD'],
    ['nothing chosen', undefined, '[]', undefined],
    ['an empty choice', '', '[]', undefined],
    ['while the list loads or after it failed, nothing is said', 'USD', undefined, undefined],
  ])('%s', (_, value, loadedFor, expected) => {
    expect(lackedCurrency(value, accounts(loadedFor))).toBe(expected);
  });
});

describe('isEmptyAccount', () => {
  it.each<[string, { subtype: string; balance: number }[], boolean]>([
    ['money available', [{ subtype: 'balance_available', balance: 0.01 }], false],
    [
      'zero available, money pending',
      [
        { subtype: 'balance_available', balance: 0 },
        { subtype: 'balance_pending', balance: 50 },
      ],
      true,
    ],
    ['no available line at all', [{ subtype: 'balance_pending', balance: 50 }], true],
    ['below zero', [{ subtype: 'balance_available', balance: -3 }], true],
  ])('%s', (_, balances, expected) => {
    expect(isEmptyAccount(balances)).toBe(expected);
  });
});

it('knows the actions the catalogue has', () => {
  expect(['withdraw', 'send', 'convert', 'payOut'].every(isNothingToAction)).toBe(true);
  expect(isNothingToAction('steal')).toBe(false);
});
