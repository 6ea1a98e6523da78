import { describe, expect, it } from 'vitest';
import { authenticate, bearerToken, userFromToken } from '@/mocks/store/auth';
import { createDb } from '@/mocks/store/db';
import { base64UrlDecode, base64UrlEncode, decodeToken, issueToken, verifyToken } from '@/mocks/store/tokens';
import { decodeClaims } from '@/session/jwt';

const NOW = Date.parse('2026-11-01T12:00:00Z');
const user = { id: 3, email: 'merchant@demo.test' };

describe('demo tokens', () => {
  it('have the contract shape: base64url header and payload, then ".demo"', () => {
    const token = issueToken(user, { nowMs: NOW, ttlSeconds: 60 });
    const [header, payload, signature] = token.split('.');
    expect(signature).toBe('demo');
    expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(base64UrlDecode(payload!))).toEqual({
      sub: 3,
      email: 'merchant@demo.test',
      exp: NOW / 1000 + 60,
    });
    // The app's own decoder reads it.
    expect(decodeClaims(token)).toMatchObject({ sub: 3, exp: NOW / 1000 + 60 });
  });

  it('verify until expiry, not after', () => {
    const token = issueToken(user, { nowMs: NOW, ttlSeconds: 60 });
    expect(verifyToken(token, { nowMs: NOW + 59_000 })?.sub).toBe(3);
    expect(verifyToken(token, { nowMs: NOW + 60_000 })).toBeNull();
    expect(decodeToken(token)?.sub).toBe(3); // decode ignores expiry
  });

  it('carry admin_id for preview tokens', () => {
    expect(verifyToken(issueToken(user, { nowMs: NOW, adminId: 77 }), { nowMs: NOW })?.admin_id).toBe(77);
  });

  it('are bound to their audience', () => {
    const account = issueToken(user, { nowMs: NOW, audience: 'account' });
    expect(verifyToken(account, { nowMs: NOW })).toBeNull();
    expect(verifyToken(account, { nowMs: NOW, audience: 'account' })?.aud).toBe('account');
    expect(verifyToken(issueToken(user, { nowMs: NOW }), { nowMs: NOW, audience: 'ticketing' })).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['two parts', 'a.b'],
    ['wrong signature', issueToken(user, { nowMs: NOW }).replace(/demo$/, 'real')],
    ['payload not JSON', `${base64UrlEncode('{}')}.${base64UrlEncode('nope')}.demo`],
    [
      'claims of the wrong type',
      `${base64UrlEncode('{}')}.${base64UrlEncode('{"sub":"3","email":"x","exp":1}')}.demo`,
    ],
  ])('reject a malformed token (%s)', (_name, token) => {
    expect(verifyToken(token, { nowMs: NOW })).toBeNull();
  });

  it('encode UTF-8 safely', () => {
    const text = 'يوسف ✓ Zoë';
    expect(base64UrlDecode(base64UrlEncode(text))).toBe(text);
    expect(decodeToken(issueToken({ id: 1, email: 'zoë@exämple.test' }, { nowMs: NOW }))?.email).toBe(
      'zoë@exämple.test',
    );
  });
});

describe('auth', () => {
  const db = createDb();

  it('authenticates by e-mail and password', () => {
    expect(authenticate(db, 'personal@demo.test', 'Demo1234')?.id).toBe(1);
    expect(authenticate(db, 'personal@demo.test', 'wrong')).toBeNull();
    expect(authenticate(db, 'nobody@demo.test', 'Demo1234')).toBeNull();
  });

  it('finds the user of a valid token only', () => {
    const token = issueToken({ id: 1, email: 'personal@demo.test' }, { nowMs: NOW, ttlSeconds: 60 });
    expect(userFromToken(db, token, NOW)?.email).toBe('personal@demo.test');
    expect(userFromToken(db, token, NOW + 61_000)).toBeNull();
    expect(
      userFromToken(db, issueToken({ id: 1, email: 'someone@else.test' }, { nowMs: NOW }), NOW),
    ).toBeNull();
    expect(userFromToken(db, issueToken({ id: 404, email: 'x@demo.test' }, { nowMs: NOW }), NOW)).toBeNull();
    expect(userFromToken(db, undefined, NOW)).toBeNull();
  });

  it('reads a bearer header', () => {
    expect(bearerToken('Bearer abc.def.demo')).toBe('abc.def.demo');
    expect(bearerToken('bearer  x')).toBe('x');
    expect(bearerToken('Basic x')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
