// The legacy migration's pure rules (spec B §4, §5, §9): the end date in the reader's language, the step
// numbers, the phone and password checks, and what a failed step call means for the screen.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  closedReason,
  formatEndDate,
  LEGACY_SERVICE_ENDS_ON,
  passwordProblems,
  phoneProblems,
  stepFailure,
  stepNumber,
  type Step,
} from '@/screens/migration/migration-rules';
import { LEGACY_SERVICE_ENDS_ON as BACKEND_END } from '@/mocks/handlers/business/main-migration';

describe('end date', () => {
  it('is 2 September 2024, the same day the demo backend closes the flow after', () => {
    expect(LEGACY_SERVICE_ENDS_ON).toBe('2024-09-02');
    expect(BACKEND_END).toBe(LEGACY_SERVICE_ENDS_ON);
  });

  it.each([
    ['en', 'September 2, 2024'],
    ['de', '2. September 2024'],
    ['es_CO', '2 de septiembre de 2024'],
    ['zh_Hans_CN', '2024年9月2日'],
  ])('reads in %s as %s', (language, expected) => {
    expect(formatEndDate(language)).toBe(expected);
  });

  it('is not shifted a day by a time zone west of UTC', () => {
    expect(formatEndDate('en', '2024-01-01')).toBe('January 1, 2024');
  });
});

describe('stepNumber', () => {
  it.each<[Step, number | null]>([
    ['consent', null],
    ['phone', 1],
    ['code', 2],
    ['password', 3],
    ['success', null],
    ['refused', null],
  ])('%s → %s', (step, expected) => expect(stepNumber(step)).toBe(expected));
});

describe('phoneProblems', () => {
  it.each([
    ['', '7700 900123', { country: 'validation.countryRequired' }],
    ['GB', '  ', { phone: 'validation.phoneRequired' }],
    ['GB', '12', { phone: 'validation.phoneInvalid' }],
    ['US', '770 090', { phone: 'validation.phoneInvalid' }],
    ['GB', '7700 900123 4567', { phone: 'validation.phoneInvalid' }],
    ['GB', '7700 900123', {}],
    ['GB', '+44 7700 900123', {}],
  ])('%s %s', (country, phone, expected) => expect(phoneProblems(country, phone)).toEqual(expected));
});

describe('passwordProblems', () => {
  it.each([
    ['', '', { password: 'validation.passwordRequired' }],
    ['short1A', 'short1A', { password: 'validation.passwordRule' }],
    ['alllowercase1', 'alllowercase1', { password: 'validation.passwordRule' }],
    ['NoDigitsHere', 'NoDigitsHere', { password: 'validation.passwordRule' }],
    ['Migrate2024', 'Migrate2025', { confirm: 'validation.passwordMismatch' }],
    ['Migrate2024', 'Migrate2024', {}],
  ])('%s / %s', (password, confirm, expected) =>
    expect(passwordProblems(password, confirm)).toEqual(expected),
  );
});

describe('stepFailure', () => {
  const api = (shape: ConstructorParameters<typeof ApiError>[0]) => new ApiError(shape);

  it('sends the screen back to consent when the flow closed meanwhile (refused in another tab)', () => {
    expect(
      stepFailure(
        api({ message: 'x', statusCode: 422, errors: { migration: ['refused'] }, code: 'refused' }),
      ),
    ).toEqual({ kind: 'restart' });
  });

  it('puts known server words at the renamed field, in the catalogue', () => {
    const error = api({
      message: 'The password confirmation does not match',
      statusCode: 422,
      errors: { password_confirmation: ['The password confirmation does not match'] },
    });
    expect(stepFailure(error, { password_confirmation: 'confirm' })).toEqual({
      kind: 'fields',
      fields: { confirm: { key: 'validation.passwordMismatch' } },
    });
  });

  it('keeps unknown server words as written, and says something for a network failure', () => {
    expect(stepFailure(api({ message: 'Legacy system busy', statusCode: 503 }))).toEqual({
      kind: 'form',
      message: { text: 'Legacy system busy' },
    });
    expect(stepFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'form',
      message: { key: 'errors.generic' },
    });
  });
});

describe('closedReason: the server decides per account, the end date closes it for everyone', () => {
  it.each([
    [null, '2024-09-02', null],
    [null, '2024-09-03', 'service_ended'],
    [undefined, '2026-01-01', 'service_ended'],
    ['refused', '2024-08-01', 'refused'],
    ['already_migrated', '2026-01-01', 'already_migrated'],
  ] as const)('server %s on %s gives %s', (server, today, expected) => {
    expect(closedReason(server, today)).toBe(expected);
  });
});
