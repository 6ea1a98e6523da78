// Amount parsing and formatting of the money and percent inputs (spec A §5, §9): a comma is a decimal point,
// spaces group thousands, letters are refused, decimals follow the currency, 999 999 999.99 is the maximum.
import { describe, expect, it } from 'vitest';
import { fractionDigits } from '@/i18n/format';
import {
  MAX_AMOUNT,
  acceptsAmountText,
  amountRefusal,
  amountValue,
  formatAmountText,
  formatPercentText,
  parseAmount,
  roundTo,
} from '@/forms/money';

describe('parseAmount', () => {
  it.each([
    ['1 234,5', 1234.5, 1],
    ['1234.5', 1234.5, 1],
    ['12,', 12, 0],
    ['12.50', 12.5, 2],
    [',5', 0.5, 1],
    ['0', 0, 0],
    ['1\u00a0234\u202f567.89', 1234567.89, 2],
    ['١٢٣٫٤', 123.4, 1],
    ['  42  ', 42, 0],
  ])('%j reads as %s with %s decimals', (text, value, decimals) => {
    expect(parseAmount(text)).toMatchObject({
      kind: 'number',
      value,
      fractionDigits: decimals,
      overMax: false,
    });
  });

  it.each(['12a', 'abc', '1.2.3', '1,2.3', '-5', '+5', '.', ',', '1e5', '$12', '12 USD'])(
    'refuses %j',
    (text) => {
      expect(parseAmount(text)).toEqual({ kind: 'invalid' });
    },
  );

  it.each(['', '   '])('reads %j as empty', (text) => {
    expect(parseAmount(text)).toEqual({ kind: 'empty' });
  });

  it('notes a typed decimal point with nothing after it yet', () => {
    expect(parseAmount('12,')).toMatchObject({ hasPoint: true });
    expect(parseAmount('12')).toMatchObject({ hasPoint: false });
  });

  it.each([
    ['999999999.99', false],
    ['999 999 999,99', false],
    ['999999999.991', true],
    ['1000000000', true],
  ])('flags %j over the maximum: %s', (text, overMax) => {
    expect(parseAmount(text)).toMatchObject({ overMax });
  });
});

describe('fractionDigits per currency', () => {
  it.each([
    ['JPY', 0],
    ['VND', 0],
    ['IDR', 0],
    ['CNY', 0],
    ['USD', 2],
    ['EUR', 2],
    ['', 2],
  ])('%s has %s decimals by default', (code, digits) => {
    expect(fractionDigits(code)).toBe(digits);
  });

  it('takes the currency list’s fractionCount over the default', () => {
    expect(fractionDigits('KWD', 3)).toBe(3);
    expect(fractionDigits('JPY', 0)).toBe(0);
  });
});

describe('acceptsAmountText (what the field lets the person type)', () => {
  const usd = { fractionDigits: 2, max: MAX_AMOUNT };
  const jpy = { fractionDigits: 0, max: MAX_AMOUNT };
  it.each([
    ['', usd, true],
    ['12', usd, true],
    ['12,', usd, true],
    ['12,5', usd, true],
    ['12.50', usd, true],
    ['12.505', usd, false],
    ['12a', usd, false],
    ['1 234', usd, true],
    ['999999999.99', usd, true],
    ['9999999999', usd, false],
    ['12', jpy, true],
    ['12.', jpy, false],
    ['12,5', jpy, false],
    ['100', { fractionDigits: 2, max: 100 }, true],
    ['100.5', { fractionDigits: 2, max: 100 }, false],
    ['101', { fractionDigits: 2, max: 100 }, false],
  ])('%j with %o → %s', (text, limits, accepted) => {
    expect(acceptsAmountText(text, limits)).toBe(accepted);
  });
});

describe('amountValue', () => {
  it.each([
    ['12,5', 12.5],
    ['', undefined],
    ['abc', undefined],
    ['1 000', 1000],
  ])('%j stores %s', (text, value) => {
    expect(amountValue(text)).toBe(value);
  });
});

describe('formatting after the field is left (spec A §9)', () => {
  it.each([
    [1234.5, 2, '1 234.50'],
    [999999999.99, 2, '999 999 999.99'],
    [1500000, 0, '1 500 000'],
    [0.5, 2, '0.50'],
    [12.345, 3, '12.345'],
  ])('%s with %s decimals → %j', (value, digits, text) => {
    expect(formatAmountText(value, digits)).toBe(text);
  });

  it.each([
    [12.5, '12.5'],
    [100, '100'],
    [0.25, '0.25'],
    [33.333, '33.33'],
  ])('percent %s → %j', (value, text) => {
    expect(formatPercentText(value)).toBe(text);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [12.5, 0, 13],
    [12.4, 0, 12],
    [-1.005, 2, -1.01],
    [999999999.99, 2, 999999999.99],
    [1e-7, 2, 0],
  ])('%s to %s decimals → %s', (value, digits, rounded) => {
    expect(roundTo(value, digits)).toBe(rounded);
  });
});

describe('amountRefusal (what the field says when it refuses a key)', () => {
  const usd = { fractionDigits: 2, max: MAX_AMOUNT };
  it.each([
    ['12', usd, undefined],
    ['12x', usd, 'invalid'],
    ['12.345', usd, 'decimals'],
    ['12.5', { fractionDigits: 0, max: MAX_AMOUNT }, 'noDecimals'],
    ['12,', { fractionDigits: 0, max: MAX_AMOUNT }, 'noDecimals'],
    ['1000000000', usd, 'max'],
    ['100.01', { fractionDigits: 2, max: 100 }, 'max'],
  ])('%j with %o → %s', (text, limits, reason) => {
    expect(amountRefusal(text, limits)).toBe(reason);
  });
});
