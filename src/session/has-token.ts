import { COOKIE, readCookie } from './cookies';
import { decodeClaims, isExpired } from './jwt';

/** True when a session token cookie is present and not past its expiry; the server has the last word. */
export function hasSessionToken(): boolean {
  const token = readCookie(COOKIE.idToken);
  return Boolean(token) && !isExpired(decodeClaims(token));
}
