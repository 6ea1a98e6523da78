import { describe, expect, it } from 'vitest';
import { apiErrorText } from '@/api/error-notice';
import { ApiError } from '@/api/errors';

// A visible stand-in for i18next: shows which key (and values) would be translated.
const t = (key: string, options?: Record<string, string>) =>
  options && Object.keys(options).length ? `${key}${JSON.stringify(options)}` : key;

describe('apiErrorText', () => {
  it.each([
    [
      'a known server message is translated',
      new ApiError({ message: 'Invalid OTP', statusCode: 422 }),
      undefined,
      'errors:server.invalidOtp',
    ],
    [
      'a known message with a value',
      new ApiError({ message: 'Failed to create the Local USD Account', statusCode: 500 }),
      undefined,
      'errors:server.localAccountFailed{"currency":"USD"}',
    ],
    [
      'an unknown server message is shown as sent',
      new ApiError({ message: 'Card is frozen', statusCode: 409 }),
      'errors:timeZone.updateFailed',
      'Card is frozen',
    ],
    [
      'the generic fallback gives the caller’s text',
      new ApiError({ message: 'Something went wrong', statusCode: 500 }),
      'errors:timeZone.updateFailed',
      'errors:timeZone.updateFailed',
    ],
    [
      'a network failure gives the caller’s text',
      new ApiError({ message: 'Something went wrong', statusCode: 500, code: 'network_error' }),
      'errors:password.retrieveFailed',
      'errors:password.retrieveFailed',
    ],
    [
      'a plain error shape from a client call works too',
      { message: 'Insufficient funds', statusCode: 400 },
      undefined,
      'errors:server.insufficientFunds',
    ],
    ['not an API error at all', new Error(''), undefined, 'errors:server.somethingWentWrong'],
    ['nothing', undefined, undefined, 'errors:server.somethingWentWrong'],
  ])('%s', (_case, error, fallbackKey, expected) => {
    expect(apiErrorText(error, t, fallbackKey)).toBe(expected);
  });
});
