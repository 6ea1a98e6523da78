// Where a refused virtual card activation is told (spec A §7, §8): at the code field when it is about the OTP (or
// pinned on the code), otherwise in the 'Activate card unsuccessful' notice with the server's message.
import { describe, expect, it } from 'vitest';
import { isActivationCode, refusalOf } from '@/screens/debit-cards/activation-outcome';

describe('refusalOf', () => {
  it.each([
    ['an OTP message', { message: 'Invalid OTP' }, { at: 'field', message: 'Invalid OTP' }],
    [
      'an OTP message in lower case',
      { message: 'the otp has expired' },
      { at: 'field', message: 'the otp has expired' },
    ],
    [
      'the field message wins over the summary',
      { message: 'Invalid OTP', errors: { second_factor_code: ['The OTP is wrong.'] } },
      { at: 'field', message: 'The OTP is wrong.' },
    ],
    [
      'a code error whose summary is generic',
      {
        message: 'The given data was invalid.',
        errors: { second_factor_code: ['The code must be 6 digits.'] },
      },
      { at: 'field', message: 'The code must be 6 digits.' },
    ],
    [
      'a server failure',
      { message: 'Something went wrong' },
      { at: 'notice', message: 'Something went wrong' },
    ],
    ['a word that only contains otp', { message: 'Hotpot card' }, { at: 'notice', message: 'Hotpot card' }],
    [
      'another field error',
      { message: 'Card blocked', errors: { card: ['Card blocked'] } },
      { at: 'notice', message: 'Card blocked' },
    ],
    ['no message', { message: '' }, { at: 'notice', message: undefined }],
    ['a message that is not text', { message: 42 }, { at: 'notice', message: undefined }],
  ])('%s', (_name, failure, expected) => {
    expect(refusalOf(failure)).toEqual(expected);
  });
});

describe('isActivationCode', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
    [' 123456', false],
  ])('%j → %s', (code, expected) => {
    expect(isActivationCode(code)).toBe(expected);
  });
});
