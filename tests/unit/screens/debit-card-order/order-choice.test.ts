// What the order page chooses, sends and draws (spec A §3, §4): a virtual card in VCD-007 and the user's USD by
// default, the design or the colour sent as `design` by kind, and only the user's supported currencies offered.
import { describe, expect, it } from 'vitest';
import {
  cardCurrencies,
  chosenDesign,
  initialChoice,
  orderBody,
  previewCard,
  type OrderChoice,
} from '@/screens/debit-card-order/order-choice';
import { designOf } from '@/screens/debit-cards/card-view';

const choice = (patch: Partial<OrderChoice>): OrderChoice => ({
  factor: 'virtual',
  design: 'VCD-007',
  color: 'blue',
  currency: 'USD',
  ...patch,
});

describe('initialChoice', () => {
  it.each<[string[], string]>([
    [['EUR', 'USD', 'GBP'], 'USD'],
    [['EUR', 'GBP'], 'EUR'],
    [[], ''],
  ])('offers %j → currency %s, a virtual VCD-007 card, blue if physical', (currencies, currency) => {
    expect(initialChoice(currencies)).toEqual({
      factor: 'virtual',
      design: 'VCD-007',
      color: 'blue',
      currency,
    });
  });
});

describe('orderBody and chosenDesign', () => {
  it.each<[Partial<OrderChoice>, object, string]>([
    [{ design: 'VCD-002' }, { factor: 'virtual', currency: 'USD', design: 'VCD-002' }, 'VCD-002'],
    [
      { factor: 'physical', design: 'VCD-002', color: 'black', currency: 'EUR' },
      { factor: 'physical', currency: 'EUR', design: 'black' },
      'black',
    ],
  ])('%j sends %j', (patch, body, design) => {
    expect(orderBody(choice(patch))).toEqual(body);
    expect(chosenDesign(choice(patch))).toBe(design);
  });
});

describe('previewCard', () => {
  it.each<[Partial<OrderChoice>, object]>([
    [{ design: 'VCD-003' }, { factor: 'virtual', design: 'VCD-003' }],
    [
      { factor: 'physical', color: 'gold', design: 'VCD-003' },
      { factor: 'physical', color: 'gold' },
    ],
  ])('draws %j as %j, not activated, with the holder and no number', (patch, design) => {
    const card = previewCard(choice(patch), 'Sofia Marquez');
    expect(designOf(card)).toEqual(design);
    expect(card).toMatchObject({
      status: 'not_activated',
      first_name: 'Sofia Marquez',
      type: 'mastercard_debit',
    });
    expect(card.last_four).not.toMatch(/\d/);
  });
});

describe('cardCurrencies', () => {
  const currencies = [
    { code: 'USD', supported: true },
    { code: 'EUR', supported: true },
    { code: 'GBP', supported: true },
    { code: 'UAH', supported: false },
  ];
  it.each<[string[], string[]]>([
    [
      ['EUR', 'USD'],
      ['EUR', 'USD'],
    ],
    [['USD', 'UAH', 'USD'], ['USD']],
    [['UAH'], ['EUR', 'GBP', 'USD']],
    [[], ['EUR', 'GBP', 'USD']],
  ])('accounts %j → %j', (accounts, expected) => {
    expect(
      cardCurrencies(
        accounts.map((currency) => ({ currency })),
        currencies,
      ),
    ).toEqual(expected);
  });
});
