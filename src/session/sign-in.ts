import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { COOKIE, removeCookie, SESSION_COOKIES, writeIdToken } from './cookies';
import { resetClientSessionAtom, sessionStore } from './store';

export interface Credentials {
  email: string;
  password: string;
  captcha_token?: string;
}

/**
 * Starts a fresh session with a token: the cookies and modes of any earlier session go (the ticketing-event of
 * the login link stays, it is consumed after sign-in), then the token goes to its cookie, never to web storage.
 */
export function startSession(idToken: string): void {
  for (const name of SESSION_COOKIES) if (name !== COOKIE.ticketingEvent) removeCookie(name);
  sessionStore.set(resetClientSessionAtom);
  writeIdToken(idToken);
}

/**
 * Signs in with e-mail and password. With a second factor the answer's token is a pre-auth token good only for
 * `verifyLoginOtp`; it is kept in the token cookie until the code is confirmed (the session check refuses it).
 */
export async function signIn(credentials: Credentials) {
  const body = await unwrap(api.main.POST('/api/v2/auth/login', { body: credentials }));
  startSession(body.data.id_token);
  return body.data;
}

/** Completes a second-factor sign-in with the 6-digit code; the full session token replaces the pre-auth one. */
export async function verifyLoginOtp(code: string): Promise<void> {
  const body = await unwrap(api.main.POST('/api/v2/auth/otp/verify', { body: { code } }));
  writeIdToken(body.data.id_token);
}
