// A masked field sent as several body fields (submit.parts): cut at the mask's groups, errors brought back.
import { describe, expect, it } from 'vitest';
import { errorsOnFields, splitParts } from '@/forms/submit-parts';

const UI = { expiry: { 'ui:widget': 'mask', 'ui:options': { mask: 'monthYear' } } };
const PARTS = { expiry: ['exp_year', 'exp_month'] };

describe('splitParts', () => {
  it.each([
    ['a full expiry', { expiry: '203107', cvv: '123' }, { exp_year: 2031, exp_month: 7, cvv: '123' }],
    ['a half-typed expiry sends the part it has', { expiry: '2031' }, { exp_year: 2031 }],
    ['an empty expiry sends no parts', { expiry: '' }, {}],
    ['no expiry at all', { cvv: '1' }, { cvv: '1' }],
  ])('%s', (_, body, sent) => {
    expect(splitParts(body, PARTS, UI)).toEqual(sent);
  });

  it('keeps leading zeros of a part that is not all digits, and sends the body as is without parts', () => {
    expect(
      splitParts({ code: 'AB0012' }, { code: ['a', 'b'] }, { code: { 'ui:options': { mask: 'monthYear' } } }),
    ).toEqual({ a: 'AB00', b: 12 });
    expect(splitParts({ expiry: '203107' }, undefined, UI)).toEqual({ expiry: '203107' });
  });
});

describe('errorsOnFields', () => {
  it('moves the errors of the parts to the field they came from, in order', () => {
    expect(
      errorsOnFields(
        { exp_month: ['This card has expired.'], exp_year: ['The expiry year is invalid.'], cvv: ['Bad'] },
        PARTS,
      ),
    ).toEqual({ expiry: ['This card has expired.', 'The expiry year is invalid.'], cvv: ['Bad'] });
  });
});
