// Pure logic of the auth screens (src/screens/auth): field rules, the countdown format, and which server
// messages go where.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { CaptchaError } from '@/lib/captcha';
import { failureMessage, fieldFailures, isExpiredCode, shownMessage } from '@/screens/auth/auth-errors';
import { formatCountdown } from '@/screens/auth/countdown';
import { emailProblem, isCompleteCode, passwordProblem } from '@/screens/auth/password-rule';
import { validateResetConfirm } from '@/screens/auth/validate-reset';
import { validateSignUp, type SignUpValues } from '@/screens/auth/validate-sign-up';
import { validateLogin } from '@/screens/login/validate-login';

describe('passwordProblem (openapi Password: ≥ 8, lower, upper, digit)', () => {
  it.each([
    ['', '', { password: 'validation.passwordRequired' }],
    ['Demo123', 'Demo123', { password: 'validation.passwordRule' }],
    ['demo1234', 'demo1234', { password: 'validation.passwordRule' }],
    ['DEMO1234', 'DEMO1234', { password: 'validation.passwordRule' }],
    ['DemoDemo', 'DemoDemo', { password: 'validation.passwordRule' }],
    ['Demo1234', 'Demo12345', { confirm: 'validation.passwordMismatch' }],
    ['Demo1234', 'Demo1234', {}],
    ['Ärger-Demo9', 'Ärger-Demo9', {}],
  ])('%j / %j → %j', (password, confirm, expected) => {
    expect(passwordProblem(password, confirm)).toEqual(expected);
  });
});

describe('emailProblem and isCompleteCode', () => {
  it.each([
    ['', 'validation.emailRequired'],
    ['  ', 'validation.emailRequired'],
    ['nova', 'validation.emailInvalid'],
    ['nova@demo', 'validation.emailInvalid'],
    [' nova@demo.test ', undefined],
  ])('email %j → %s', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('code %j → %s', (code, expected) => {
    expect(isCompleteCode(code)).toBe(expected);
  });
});

describe('validateSignUp', () => {
  const good: SignUpValues = {
    name: 'Nova Newcomer',
    email: 'nova@demo.test',
    password: 'Demo1234',
    confirm: 'Demo1234',
    userType: 'business',
    country: 'DE',
  };
  it.each([
    [{}, {}],
    [{ name: ' ' }, { name: 'validation.nameRequired' }],
    [{ name: 'x'.repeat(192) }, { name: 'validation.nameTooLong' }],
    [{ email: 'nope' }, { email: 'validation.emailInvalid' }],
    [{ password: 'short', confirm: 'short' }, { password: 'validation.passwordRule' }],
    [{ confirm: 'Demo12345' }, { confirm: 'validation.passwordMismatch' }],
    [{ country: '' }, { country: 'validation.countryRequired' }],
  ])('%j → %j', (change, expected) => {
    expect(validateSignUp({ ...good, ...change })).toEqual(expected);
  });
});

describe('validateResetConfirm and validateLogin', () => {
  it.each([
    [{ code: '123456', password: 'Demo5678', confirm: 'Demo5678' }, {}],
    [{ code: '12345', password: 'Demo5678', confirm: 'Demo5678' }, { code: 'validation.codeRequired' }],
    [{ code: '123456', password: 'demo', confirm: 'demo' }, { password: 'validation.passwordRule' }],
  ])('%j → %j', (values, expected) => {
    expect(validateResetConfirm(values)).toEqual(expected);
  });
  it('login needs an e-mail and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(validateLogin({ email: 'a@b.test', password: 'x' })).toEqual({});
  });
});

describe('formatCountdown', () => {
  it.each([
    [60, '01:00'],
    [59.2, '01:00'],
    [5, '00:05'],
    [0, '00:00'],
    [-3, '00:00'],
    [3725, '01:02:05'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe('auth messages', () => {
  it.each([
    ['Invalid OTP', { key: 'errors.invalidOtp' }],
    ['The email has already been taken.', { key: 'errors.emailTaken' }],
    ["There's no account associated with this email address", { key: 'errors.noAccount' }],
    ['Either the account or password is incorrect.', { key: 'errors.invalidCredentials' }],
    ['Something the server said', { text: 'Something the server said' }],
  ])('%s → %j', (message, expected) => {
    expect(shownMessage(message)).toEqual(expected);
  });

  it.each([
    ['No key provided', 'captcha.noKey'],
    ['No version provided', 'captcha.noVersion'],
    ['Failed to load script', 'captcha.loadFailed'],
    ['Failed to execute', 'captcha.executeFailed'],
  ] as const)('captcha %s → %s', (message, key) => {
    expect(failureMessage(new CaptchaError(message))).toEqual({ key });
  });

  it('a thrown non-API error reads as the generic text', () => {
    expect(failureMessage(new TypeError('x'))).toEqual({ key: 'errors.generic' });
  });

  it('puts the first message of each known field at that field, renaming API fields', () => {
    const error = new ApiError({
      message: 'The given data was invalid.',
      statusCode: 422,
      errors: {
        email: ['The email has already been taken.', 'second'],
        password_confirmation: ['The password confirmation does not match'],
        other: ['ignored'],
      },
    });
    expect(fieldFailures(error, ['email', 'confirm'] as const, { password_confirmation: 'confirm' })).toEqual(
      {
        email: { key: 'errors.emailTaken' },
        confirm: { text: 'The password confirmation does not match' },
      },
    );
    expect(fieldFailures(new Error('x'), ['email'] as const)).toEqual({});
  });

  it.each([
    [new ApiError({ message: 'x', statusCode: 422, code: 'verification_expired' }), true],
    [
      new ApiError({
        message: 'The given data was invalid.',
        statusCode: 422,
        errors: { verification_id: ['The verification code has expired. Please sign up again'] },
      }),
      true,
    ],
    [new ApiError({ message: 'Invalid OTP', statusCode: 422, errors: { code: ['Invalid OTP'] } }), false],
    [new Error('The verification code has expired. Please sign up again'), false],
  ])('isExpiredCode %#', (error, expected) => {
    expect(isExpiredCode(error)).toBe(expected);
  });
});
