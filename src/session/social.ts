import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { startSession } from './sign-in';

/** What the provider's callback hands back (auth/socials/callback query). */
export interface SocialCallback {
  provider: string;
  code?: string;
  state?: string;
  token?: string;
}

export type SocialOutcome = { kind: 'signed-in' } | { kind: 'otp'; email: string };

/** The providers offered on the login page (spec A §7 POST /api/v2/auth/socials); only http(s) links are kept. */
export async function listSocialProviders() {
  const body = await unwrap(api.main.POST('/api/v2/auth/socials'));
  return body.data.filter((provider) => /^https?:\/\//i.test(provider.redirect_url));
}

/**
 * Exchanges the provider's callback data (with version 2, spec A §7) for a session; a provider account that
 * needs an e-mail check answers `otp` with the address the code went to. Failures reject with the server message.
 */
export async function socialLogin(callback: SocialCallback): Promise<SocialOutcome> {
  const body = await unwrap(
    api.main.POST('/api/v2/auth/social-login', { body: { ...callback, version: 2 } }),
  );
  if (body.data.otp_required && body.data.email) return { kind: 'otp', email: body.data.email };
  if (!body.data.id_token) throw new Error('social-login answered without a token');
  startSession(body.data.id_token);
  return { kind: 'signed-in' };
}

/** Completes a social sign-in with the e-mailed code (POST /api/v2/auth/social-login-otp). */
export async function socialLoginOtp(email: string, code: string): Promise<void> {
  const body = await unwrap(api.main.POST('/api/v2/auth/social-login-otp', { body: { email, code } }));
  startSession(body.data.id_token);
}
