// What a debit card tile shows and does (spec A §3 Debit card tile, §4 Card): the design with its defaults, the
// printed expiry and holder, when Settings shows, and what a click on the card starts.
import { describe, expect, it } from 'vitest';
import {
  activateHref,
  brandOf,
  designOf,
  expiryOf,
  holderOf,
  showsSettings,
  tileAction,
  type DebitCard,
} from '@/screens/debit-cards/card-view';

describe('designOf', () => {
  it.each<[string, Partial<DebitCard>, ReturnType<typeof designOf>]>([
    [
      'a virtual design',
      { factor: 'virtual', virtual_design: { public_id: 'VCD-003' } },
      { factor: 'virtual', design: 'VCD-003' },
    ],
    [
      'a virtual card without a design → VCD-007',
      { factor: 'virtual', virtual_design: null },
      { factor: 'virtual', design: 'VCD-007' },
    ],
    [
      'an unknown virtual design → VCD-007',
      { factor: 'virtual', virtual_design: { public_id: 'VCD-009' } },
      { factor: 'virtual', design: 'VCD-007' },
    ],
    [
      'a physical colour',
      { factor: 'physical', card_design: { color: 'gold' } },
      { factor: 'physical', color: 'gold' },
    ],
    [
      'a colour in capitals',
      { factor: 'physical', card_design: { color: ' Black ' } },
      { factor: 'physical', color: 'black' },
    ],
    [
      'grey is drawn silver',
      { factor: 'physical', card_design: { color: 'grey' } },
      { factor: 'physical', color: 'silver' },
    ],
    [
      'a physical card without a colour → blue',
      { factor: 'physical', card_design: null },
      { factor: 'physical', color: 'blue' },
    ],
    [
      'an unknown colour → blue',
      { factor: 'physical', card_design: { color: 'mauve' } },
      { factor: 'physical', color: 'blue' },
    ],
    [
      'a physical card ignores a virtual design',
      { factor: 'physical', virtual_design: { public_id: 'VCD-001' } },
      { factor: 'physical', color: 'blue' },
    ],
  ])('%s', (_name, card, expected) => {
    expect(designOf(card as DebitCard)).toEqual(expected);
  });
});

describe('printed fields', () => {
  it.each([
    [9, 2029, '09/29'],
    [12, 2030, '12/30'],
    [1, 2100, '01/00'],
    [0, 2029, ''],
    [13, 2029, ''],
    [undefined, 2029, ''],
  ])('expiry %s/%s → %j', (month, year, expected) => {
    expect(expiryOf({ exp_month: month, exp_year: year })).toBe(expected);
  });

  it.each([
    [{ first_name: 'Amelia', last_name: 'Hart' }, 'Amelia Hart'],
    [{ first_name: ' Sofia ', last_name: '' }, 'Sofia'],
    [{}, ''],
  ])('holder %j → %j', (card, expected) => {
    expect(holderOf(card)).toBe(expected);
  });

  it.each([
    ['visa_debit', 'visa'],
    ['mastercard_debit', 'mastercard'],
    ['MasterCard', 'mastercard'],
    ['amex', 'other'],
    [undefined, 'other'],
  ] as const)('brand of %s → %s', (type, brand) => {
    expect(brandOf({ type })).toBe(brand);
  });
});

describe('tile behaviour', () => {
  it.each<[Pick<DebitCard, 'status' | 'factor' | 'selectable'>, boolean, string]>([
    [{ status: 'activated', factor: 'virtual', selectable: true }, true, 'transactions'],
    [{ status: 'activated', factor: 'physical', selectable: false }, false, 'transactions'],
    [{ status: 'not_activated', factor: 'virtual', selectable: true }, false, 'activate-virtual'],
    [{ status: 'not_activated', factor: 'physical', selectable: false }, false, 'activate-physical'],
  ])('%j: settings %s, click → %s', (card, settings, action) => {
    expect(showsSettings(card)).toBe(settings);
    expect(tileAction(card)).toBe(action);
  });

  it('sends a physical card to the activate page with its public id', () => {
    expect(activateHref('/activate', 'crd_physical_002')).toBe('/activate?card=crd_physical_002');
    expect(activateHref('/activate', 'a b&c')).toBe('/activate?card=a+b%26c');
  });
});
