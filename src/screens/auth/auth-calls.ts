import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { startSession } from '@/session/sign-in';
import type { SignUpValues } from './validate-sign-up';

/** Countries for the sign-up country select (settings service), sorted by name in the reader's language. */
export async function listCountries(locale: string) {
  const body = await unwrap(api.settings.GET('/api/public/v1/countries'));
  const collator = new Intl.Collator(locale.replace(/_/g, '-'));
  return [...body.data].sort((a, b) => collator.compare(a.name, b.name));
}

/** Registers; answers the id of the pending registration the e-mailed code confirms. */
export async function signUp(values: SignUpValues, captcha?: string): Promise<string> {
  const body = await unwrap(
    api.main.POST('/api/v2/auth/sign-up', {
      body: {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.confirm,
        user_type: values.userType,
        country_code: values.country,
        ...(captcha ? { captcha_token: captcha } : {}),
      },
    }),
  );
  return body.data.verification_id;
}

/** Confirms the registration with the 6-digit code; the new account is signed in. */
export async function verifySignUp(verificationId: string, code: string): Promise<void> {
  const body = await unwrap(
    api.main.POST('/api/v2/auth/sign-up/verify', { body: { verification_id: verificationId, code } }),
  );
  startSession(body.data.id_token);
}

/** Sends a reset code to the e-mail (404 when no account has it). */
export async function requestReset(email: string, captcha?: string): Promise<void> {
  await unwrap(
    api.main.POST('/api/v2/auth/reset', {
      body: { email: email.trim(), ...(captcha ? { captcha_token: captcha } : {}) },
    }),
  );
}

/** Sets the new password with the reset code. */
export async function confirmReset(email: string, code: string, password: string, confirm: string) {
  await unwrap(
    api.main.POST('/api/v2/auth/reset/confirm', {
      body: { email: email.trim(), code, password, password_confirmation: confirm },
    }),
  );
}
