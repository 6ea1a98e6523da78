import { ApiError } from '@/api/errors';
import { CaptchaError, type CaptchaErrorMessage } from '@/lib/captcha-basics';

/**
 * Server and captcha messages of spec A §8 / spec B §8 that the auth screens show, mapped to keys of the auth
 * catalogue so they read in the user's language. Any other server message is shown as the server wrote it.
 */
const KNOWN: Record<string, string> = {
  'Either the account or password is incorrect.': 'errors.invalidCredentials',
  'Invalid OTP': 'errors.invalidOtp',
  'The email has already been taken.': 'errors.emailTaken',
  'The verification code has expired. Please sign up again': 'errors.codeExpired',
  "There's no account associated with this email address": 'errors.noAccount',
  'Authorization is not found or invalid': 'errors.socialInvalid',
  'Something went wrong': 'errors.generic',
} satisfies Record<string, string>;

const CAPTCHA: Record<CaptchaErrorMessage, string> = {
  'No key provided': 'captcha.noKey',
  'No version provided': 'captcha.noVersion',
  'Failed to load script': 'captcha.loadFailed',
  'Failed to execute': 'captcha.executeFailed',
};

/** A message to show: `{ key }` for a catalogue text, `{ text }` for a server's own words. */
export type Shown = { key: string } | { text: string };

export function shownMessage(message: string): Shown {
  const key = KNOWN[message];
  return key ? { key } : { text: message };
}

/** The form-level message for any failure of an auth call. */
export function failureMessage(error: unknown): Shown {
  if (error instanceof CaptchaError) return { key: CAPTCHA[error.message] };
  if (error instanceof ApiError) return shownMessage(error.message);
  return { key: 'errors.generic' };
}

/**
 * Field messages of a 422 (first message per field), for the fields the form has; `rename` maps API field
 * names to form fields (password_confirmation → confirm).
 */
export function fieldFailures<F extends string>(
  error: unknown,
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
): Partial<Record<F, Shown>> {
  const out: Partial<Record<F, Shown>> = {};
  if (!(error instanceof ApiError) || !error.errors) return out;
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = rename[name] ?? (name as F);
    const first = messages[0];
    if (first && fields.includes(field) && !out[field]) out[field] = shownMessage(first);
  }
  return out;
}

/** True when the verification (sign-up) code has expired: the flow starts again (spec A §8). */
export const isExpiredCode = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'verification_expired' ||
    error.message === 'The verification code has expired. Please sign up again' ||
    Object.values(error.errors ?? {}).some((list) =>
      list.includes('The verification code has expired. Please sign up again'),
    ));
