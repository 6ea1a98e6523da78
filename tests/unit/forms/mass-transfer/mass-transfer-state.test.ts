import { describe, expect, it } from 'vitest';
import {
  addTransfer,
  defaultMethod,
  groupByContact,
  isSelected,
  payoutsOf,
  removeTransfer,
  resetTransfers,
  toggleContact,
  updateTransfer,
  type PayoutEntry,
} from '@/forms/mass-transfer/mass-transfer-state';

const a1: PayoutEntry = { contact_id: 'a', amount: 10, receiving_method: 'bank_transfer' };
const a2: PayoutEntry = { contact_id: 'a', amount: 20, receiving_method: 'e_wallet' };
const b1: PayoutEntry = { contact_id: 'b', amount: 5, receiving_method: 'bank_transfer' };

describe('toggleContact (spec A §4: selecting adds an entry with one transfer, again removes it)', () => {
  it.each<[string, PayoutEntry[], string, string | undefined, PayoutEntry[]]>([
    [
      'adds one empty transfer',
      [],
      'a',
      'bank_transfer',
      [{ contact_id: 'a', receiving_method: 'bank_transfer' }],
    ],
    ['adds without a method when none fits', [b1], 'a', undefined, [b1, { contact_id: 'a' }]],
    ['removes every transfer of a selected contact', [a1, b1, a2], 'a', 'bank_transfer', [b1]],
    ['removes the only contact', [b1], 'b', undefined, []],
  ])('%s', (_, payouts, contact, method, expected) => {
    expect(toggleContact(payouts, contact, method)).toEqual(expected);
  });

  it('toggling twice gives the list back', () => {
    expect(toggleContact(toggleContact([b1], 'a', 'x'), 'a')).toEqual([b1]);
  });
});

describe('addTransfer', () => {
  it.each<[string, PayoutEntry[], string, PayoutEntry[]]>([
    [
      'after the contact’s last transfer',
      [a1, b1],
      'a',
      [a1, { contact_id: 'a', receiving_method: 'm' }, b1],
    ],
    ['at the end for a new contact', [a1], 'b', [a1, { contact_id: 'b', receiving_method: 'm' }]],
  ])('%s', (_, payouts, contact, expected) => {
    expect(addTransfer(payouts, contact, 'm')).toEqual(expected);
  });
});

describe('removeTransfer (removing the last transfer removes the contact)', () => {
  it.each<[string, PayoutEntry[], number, PayoutEntry[], boolean]>([
    ['one of two keeps the contact', [a1, a2, b1], 1, [a1, b1], true],
    ['the last one drops the contact', [a1, b1], 0, [b1], false],
    ['an index out of range changes nothing', [a1], 5, [a1], true],
  ])('%s', (_, payouts, index, expected, stillSelected) => {
    const next = removeTransfer(payouts, index);
    expect(next).toEqual(expected);
    expect(isSelected(next, 'a')).toBe(stillSelected);
  });
});

describe('resetTransfers (selecting a balance resets each transfer to an empty one)', () => {
  it('clears amounts and descriptions, keeps contacts and counts, picks the new method', () => {
    const payouts = [{ ...a1, description: 'March' }, a2, b1];
    expect(resetTransfers(payouts, (id) => (id === 'a' ? 'e_wallet' : undefined))).toEqual([
      { contact_id: 'a', receiving_method: 'e_wallet' },
      { contact_id: 'a', receiving_method: 'e_wallet' },
      { contact_id: 'b' },
    ]);
  });
  it('an empty list stays empty', () => expect(resetTransfers([])).toEqual([]));
});

describe('updateTransfer', () => {
  it.each<[string, Partial<PayoutEntry>, PayoutEntry]>([
    ['sets an amount', { amount: 42 }, { ...a1, amount: 42 }],
    [
      'clearing an amount drops the key',
      { amount: undefined },
      { contact_id: 'a', receiving_method: 'bank_transfer' },
    ],
    ['an empty description drops the key', { description: '' }, a1],
  ])('%s', (_, patch, expected) => {
    expect(updateTransfer([a1, b1], 0, patch)).toEqual([expected, b1]);
  });
});

describe('groupByContact', () => {
  it('groups in order of first selection with each transfer’s index', () => {
    expect(groupByContact([a1, b1, a2])).toEqual([
      {
        contactId: 'a',
        transfers: [
          { index: 0, entry: a1 },
          { index: 2, entry: a2 },
        ],
      },
      { contactId: 'b', transfers: [{ index: 1, entry: b1 }] },
    ]);
  });
});

describe('defaultMethod and payoutsOf', () => {
  const contact = {
    id: 'a',
    receiving_methods: [
      { type: 'bank_card', currency: 'EUR' },
      { type: 'bank_transfer', currency: 'USD' },
      { type: 'e_wallet', currency: 'USD' },
    ],
  };
  it.each<[unknown, string | undefined]>([
    ['USD', 'bank_transfer'],
    ['EUR', 'bank_card'],
    ['JPY', undefined],
    [undefined, undefined],
  ])('currency %s → %s', (currency, method) => expect(defaultMethod(contact, currency)).toBe(method));

  it.each<[unknown, PayoutEntry[]]>([
    [undefined, []],
    ['x', []],
    [[a1, null, { amount: 1 }], [a1]],
  ])('payoutsOf(%j)', (value, expected) => expect(payoutsOf(value)).toEqual(expected));
});
