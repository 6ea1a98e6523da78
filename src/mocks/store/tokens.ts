/**
 * The demo backend's tokens (contract "Auth tokens"): an unsigned JWT-shaped string
 * `base64url(header).base64url(payload).demo`. Main id_tokens carry `{ sub, email, exp, admin_id? }`; the
 * account-id and ticketing tokens add `aud` so one cannot stand in for another. btoa/atob with UTF-8 bytes, so
 * the same code runs in the browser and in Node.
 */
export type TokenAudience = 'main' | 'account' | 'ticketing';

export interface TokenClaims {
  sub: number;
  email: string;
  /** Expiry, epoch seconds. */
  exp: number;
  admin_id?: number;
  /** Absent on main id_tokens. */
  aud?: Exclude<TokenAudience, 'main'>;
}

export const SIGNATURE = 'demo';
export const TOKEN_TTL_SECONDS: Record<TokenAudience, number> = {
  main: 12 * 3600,
  // Spec A §9: account-id and ticketing token cookies last one day.
  account: 24 * 3600,
  ticketing: 24 * 3600,
};
const HEADER = { alg: 'none', typ: 'JWT' };

export function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}

export interface IssueOptions {
  audience?: TokenAudience;
  nowMs?: number;
  ttlSeconds?: number;
  adminId?: number;
}

export function issueToken(user: { id: number; email: string }, options: IssueOptions = {}): string {
  const audience = options.audience ?? 'main';
  const nowSeconds = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const claims: TokenClaims = {
    sub: user.id,
    email: user.email,
    exp: nowSeconds + (options.ttlSeconds ?? TOKEN_TTL_SECONDS[audience]),
    ...(options.adminId !== undefined ? { admin_id: options.adminId } : {}),
    ...(audience !== 'main' ? { aud: audience } : {}),
  };
  return `${base64UrlEncode(JSON.stringify(HEADER))}.${base64UrlEncode(JSON.stringify(claims))}.${SIGNATURE}`;
}

const isClaims = (value: unknown): value is TokenClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'number' &&
    typeof claims.email === 'string' &&
    typeof claims.exp === 'number' &&
    (claims.admin_id === undefined || typeof claims.admin_id === 'number') &&
    (claims.aud === undefined || claims.aud === 'account' || claims.aud === 'ticketing')
  );
};

/** The claims of a well-formed demo token, expired or not; null otherwise. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  const parts = token?.split('.');
  if (!parts || parts.length !== 3 || parts[2] !== SIGNATURE || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return isClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** The claims when the token is well formed, meant for `audience` (default main) and not expired at `nowMs`. */
export function verifyToken(
  token: string | null | undefined,
  options: { nowMs?: number; audience?: TokenAudience } = {},
): TokenClaims | null {
  const claims = decodeToken(token);
  if (!claims) return null;
  const audience = options.audience ?? 'main';
  if ((claims.aud ?? 'main') !== audience) return null;
  return claims.exp * 1000 > (options.nowMs ?? Date.now()) ? claims : null;
}
