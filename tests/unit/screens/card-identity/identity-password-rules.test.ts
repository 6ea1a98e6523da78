// The identity-check password's rules (spec A §9: 6 to 128 letters and digits, the confirmation matching).
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsOf,
  identityErrors,
  passwordProblem,
} from '@/screens/card-identity/identity-password-rules';

describe('passwordProblem', () => {
  it.each([
    ['', 'identity.errors.required'],
    ['abc12', 'identity.errors.tooShort'],
    ['abc123', undefined],
    ['A'.repeat(128), undefined],
    ['A'.repeat(129), 'identity.errors.tooLong'],
    ['abc 123', 'identity.errors.alphanumeric'],
    ['abc-123', 'identity.errors.alphanumeric'],
    ['pässwort1', 'identity.errors.alphanumeric'],
    ['Secret99', undefined],
  ])('%j → %s', (value, expected) => {
    expect(passwordProblem(value)).toBe(expected);
  });
});

describe('identityErrors', () => {
  it.each([
    [
      { new_password: '', confirm_password: '' },
      { new_password: 'identity.errors.required', confirm_password: 'identity.errors.required' },
    ],
    [
      { new_password: 'Secret99', confirm_password: 'Secret98' },
      { confirm_password: 'identity.errors.mismatch' },
    ],
    [{ new_password: 'Secret99', confirm_password: 'Secret99' }, {}],
    // A confirmation that breaks a rule itself says so, not that it differs.
    [{ new_password: 'Secret99', confirm_password: 'abc' }, { confirm_password: 'identity.errors.tooShort' }],
    [
      { new_password: 'abc!!!', confirm_password: 'abc!!!' },
      { new_password: 'identity.errors.alphanumeric', confirm_password: 'identity.errors.alphanumeric' },
    ],
  ])('%j', (draft, expected) => {
    expect(identityErrors(draft)).toEqual(expected);
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of the fields shown and leaves the others out', () => {
    expect(
      fieldErrorsOf({ confirm_password: ['Does not match', 'second'], current_password: ['Wrong'] }, [
        'new_password',
        'confirm_password',
      ]),
    ).toEqual({ confirm_password: 'Does not match' });
    expect(fieldErrorsOf(undefined, ['new_password'])).toEqual({});
  });
});
