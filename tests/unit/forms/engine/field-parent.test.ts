import { describe, expect, it } from 'vitest';
import { fieldParent } from '@/forms/field-parent';

const data = {
  amount: 5,
  currency: 'USD',
  prices: [
    { currency: 'EUR', amount: 1 },
    { currency: 'JPY', amount: 2 },
  ],
  bank: { name: 'Old' },
  bank_account: { id: 'b1', currency: 'GBP' },
  address: { city: 'Lima', lines: [{ text: 'x' }] },
};

describe('fieldParent', () => {
  it.each([
    ['a top-level field', 'root_amount', 'amount', data],
    ['a list entry', 'root_prices_1_amount', 'amount', data.prices[1]],
    ['a nested object', 'root_address_city', 'city', data.address],
    ['a list inside an object', 'root_address_lines_0_text', 'text', data.address.lines[0]],
    ['a key holding an underscore (the longer key wins)', 'root_bank_account_id', 'id', data.bank_account],
    ['an id of another field', 'root_amount', 'currency', undefined],
    ['an entry not in the data yet', 'root_prices_2_amount', 'amount', undefined],
    ['another id prefix', 'form_amount', 'amount', undefined],
  ])('%s', (_case, id, name, parent) => {
    expect(fieldParent(data, id, name)).toBe(parent);
  });
});
