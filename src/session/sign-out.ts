import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { href } from '../../routes.config';
import { COOKIE, readCookie, removeCookie, SESSION_COOKIES } from './cookies';
import { forgetServerData } from './server-cache';
import { resetClientSessionAtom, sessionStore } from './store';

/**
 * Removes every cookie the app set except the locale (tokens, account-id and ticketing tokens, sandbox, preview,
 * ticketing-event) and resets the client-side modes. Used when the session check fails (spec A §4).
 */
export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
  sessionStore.set(resetClientSessionAtom);
}

/** Everything a logout clears (spec A §4): cookies, client modes and the whole server cache. */
export function clearSession(): void {
  clearSessionCookies();
  forgetServerData();
}

export interface SignOutOptions {
  /** Stay on the current page instead of going to login (spec A §4 "unless a stay option is set"). */
  stay?: boolean;
}

/**
 * Ends the session without asking the server (a 401, an expired token): clears everything, then goes to login
 * (with `continue` set to the current page) with a full page load, so no state of the old session survives in
 * memory. With `stay` it only clears. The error policy calls this.
 */
export function forceSignOut({ stay = false }: SignOutOptions = {}): void {
  clearSession();
  if (stay || typeof window === 'undefined') return;
  // Back to where they were after signing in again (login follows `continue` only when same-origin).
  const here = `${window.location.pathname}${window.location.search}`;
  const login = href('auth-login');
  window.location.assign(
    here.startsWith(login) ? login : `${login}?${new URLSearchParams({ continue: here })}`,
  );
}

/**
 * Ends the session on the server (main API logout, and the account service's token invalidation when an
 * account-id token exists, spec A §7), then locally whatever the servers said. Resolves false when the main
 * logout call failed, so the caller can show 'Logout failed.' (spec A §8); the local session is gone either way.
 */
export async function signOut(): Promise<boolean> {
  // Nobody to sign out on the server (a visitor opening auth/logout): only the local leftovers go.
  if (!readCookie(COOKIE.idToken)) {
    clearSession();
    return true;
  }
  const main = unwrap(api.main.GET('/api/v2/auth/logout'));
  // Best effort: whether the account service forgot its token does not decide whether logout "failed".
  const account = readCookie(COOKIE.accountIdToken)
    ? unwrap(api.account.GET('/api/auth_token/invalidate'))
    : Promise.resolve();
  // Both calls carry their tokens, so the cookies go only after both answered.
  const [mainResult] = await Promise.allSettled([main, account]);
  clearSession();
  return mainResult.status === 'fulfilled';
}
