export interface TokenClaims {
  sub?: string | number;
  email?: string;
  /** Expiry, epoch seconds. */
  exp?: number;
  /** Present on tokens issued for an administrator previewing an account. */
  admin_id?: number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's claims without verifying it (the server verifies); undefined for anything malformed. */
export function decodeClaims(token: string | undefined): TokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : undefined;
  } catch {
    return undefined;
  }
}

export function isExpired(claims: TokenClaims | undefined, nowSeconds = Date.now() / 1000): boolean {
  return typeof claims?.exp === 'number' && claims.exp <= nowSeconds;
}
