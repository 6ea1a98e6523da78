import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { COOKIE, removeCookie } from './cookies';
import { resetClientSessionAtom, sessionStore } from './store';

/** Clears every session cookie and the client-side session state (locale stays: it is a preference). */
export function clearSessionCookies(): void {
  removeCookie(COOKIE.idToken);
  removeCookie(COOKIE.accountIdToken);
  removeCookie(COOKIE.ticketingToken);
  removeCookie(COOKIE.sandbox);
  sessionStore.set(resetClientSessionAtom);
}

/** Ends the session on the server, then locally whatever the server said. Rejects when the server call failed. */
export async function signOut(): Promise<void> {
  try {
    await unwrap(api.main.GET('/api/v2/auth/logout'));
  } finally {
    clearSessionCookies();
  }
}
