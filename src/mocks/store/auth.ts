import type { Db } from './db';
import { verifyToken, type TokenAudience } from './tokens';
import type { UserRow } from './types';

/** The user whose e-mail and password match, or null. */
export const authenticate = (db: Db, email: string, password: string): UserRow | null =>
  db.verifyPassword(email, password) ?? null;

/** The token from an `Authorization: Bearer …` header value, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * The user a token speaks for: the token must be valid for `audience` at `nowMs`, and its subject must still exist
 * with the same e-mail (a reset store or a stale tab must not map a token onto someone else).
 */
export function userFromToken(
  db: Db,
  token: string | null | undefined,
  nowMs: number = Date.now(),
  audience: TokenAudience = 'main',
): UserRow | null {
  const claims = verifyToken(token, { nowMs, audience });
  if (!claims) return null;
  const user = db.users.get(claims.sub);
  return user && user.email.toLowerCase() === claims.email.toLowerCase() ? user : null;
}
