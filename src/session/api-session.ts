import { api, connectApiSession } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { ApiSession } from '@/api/session-port';
import { COOKIE, LIFETIME_DAYS, readCookie, removeCookie, writeCookie, writeIdToken } from './cookies';
import { fingerprintFor } from './device-fingerprint';
import { inSandboxAtom, sessionStore } from './store';

/** What the API clients read from the session: cookies for tokens, the jotai store for modes. */
export const browserApiSession: ApiSession = {
  idToken: () => readCookie(COOKIE.idToken),
  accountIdToken: () => readCookie(COOKIE.accountIdToken),
  ticketingToken: () => readCookie(COOKIE.ticketingToken),
  tenant: () => undefined,
  fingerprint: fingerprintFor,
  inSandbox: () => sessionStore.get(inSandboxAtom),
  onIdToken: writeIdToken,
};

export function connectSessionToApi(): void {
  connectApiSession(browserApiSession);
}

/**
 * A fresh account-service token from the main API, kept in its cookie for 1 day (spec A §7, §9). Used when
 * the account service answers 401; rejects when the main API refuses (its own 401 policy then applies).
 */
export async function refreshAccountIdToken(): Promise<void> {
  const { data } = await unwrap(api.main.POST('/api/v2/auth/account-id-token'));
  writeCookie(COOKIE.accountIdToken, data.account_id_token, LIFETIME_DAYS.accountIdToken);
}

/** A fresh ticketing (mini-apps) token, kept in its cookie for 1 day (spec A §7, §9); rejects on failure. */
export async function refreshTicketingToken(): Promise<void> {
  const { data } = await unwrap(api.main.POST('/api/v2/mini-apps/auth-token'));
  writeCookie(COOKIE.ticketingToken, data.token, LIFETIME_DAYS.ticketingToken);
}

/** A failed ticketing token clears the token and its cookie (spec B §4). */
export function clearTicketingToken(): void {
  removeCookie(COOKIE.ticketingToken);
}
