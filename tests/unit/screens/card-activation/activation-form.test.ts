// The physical card activation form (spec A §3, §7, §9): the card number and CVV checks, the 6-digit code,
// the body sent and where a refusal is shown.
import { describe, expect, it } from 'vitest';
import {
  activationBody,
  activationFailure,
  codeComplete,
  detailErrors,
} from '@/screens/card-activation/activation-form';

describe('detailErrors', () => {
  it.each([
    [
      { pan: '', cvv: '' },
      { pan: 'activation.errors.panRequired', cvv: 'activation.errors.cvvRequired' },
    ],
    [
      { pan: '535542000000200', cvv: '12' },
      { pan: 'activation.errors.panLength', cvv: 'activation.errors.cvvLength' },
    ],
    [{ pan: '5355420000002007', cvv: '123' }, { pan: 'activation.errors.panInvalid' }],
    [{ pan: '5355420000002006', cvv: '123' }, {}],
    [{ pan: '5355420000002006', cvv: '1234' }, {}],
  ])('%j', (fields, expected) => {
    expect(detailErrors({ ...fields, code: '' })).toEqual(expected);
  });
});

describe('codeComplete', () => {
  it.each([
    ['', false],
    ['12345', false],
    ['123456', true],
    ['1234567', false],
    ['12345a', false],
  ])('%j → %s', (code, expected) => {
    expect(codeComplete(code)).toBe(expected);
  });
});

describe('activationBody', () => {
  it('sends the card, the code and the password saved from the identity step', () => {
    expect(
      activationBody(
        { pan: '5355420000002006', cvv: '123', code: '123456' },
        { new_password: 'Secret99', confirm_password: 'Secret99' },
      ),
    ).toEqual({
      pan: '5355420000002006',
      cvv: '123',
      second_factor_code: '123456',
      new_password: 'Secret99',
      confirm_password: 'Secret99',
    });
  });
});

describe('activationFailure', () => {
  it.each([
    ['Invalid OTP', { second_factor_code: ['Invalid OTP'] }, { kind: 'code', message: 'Invalid OTP' }],
    ['The otp has expired', undefined, { kind: 'code', message: 'The otp has expired' }],
    [
      'The code must be 6 digits.',
      { second_factor_code: ['The code must be 6 digits.'] },
      { kind: 'code', message: 'The code must be 6 digits.' },
    ],
    [
      'The card number does not match this card.',
      { pan: ['The card number does not match this card.'] },
      {
        kind: 'notice',
        message: 'The card number does not match this card.',
        fields: { pan: 'The card number does not match this card.' },
      },
    ],
    ['Something went wrong', undefined, { kind: 'notice', message: 'Something went wrong', fields: {} }],
    // "otp" inside another word is not about the code.
    ['Hotpot card refused', undefined, { kind: 'notice', message: 'Hotpot card refused', fields: {} }],
  ])('%s', (message, errors, expected) => {
    expect(activationFailure(message, errors)).toEqual(expected);
  });
});
