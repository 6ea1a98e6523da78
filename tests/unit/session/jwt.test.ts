import { describe, expect, it } from 'vitest';
import { decodeClaims, isExpired } from '@/session/jwt';

const encode = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('decodeClaims', () => {
  it('reads the payload of a JWT-shaped token', () => {
    const token = `${encode({ alg: 'none' })}.${encode({ sub: 3, exp: 2000000000, admin_id: 9, email: 'ü@x.test' })}.sig`;
    expect(decodeClaims(token)).toEqual({ sub: 3, exp: 2000000000, admin_id: 9, email: 'ü@x.test' });
  });

  it.each([undefined, '', 'not-a-token', 'a.%%%.c', `a.${encode([1])}x.c`])(
    'is undefined for %j',
    (token) => {
      expect(decodeClaims(token)).toBeUndefined();
    },
  );
});

describe('isExpired', () => {
  it('compares exp with now', () => {
    expect(isExpired({ exp: 100 }, 101)).toBe(true);
    expect(isExpired({ exp: 100 }, 99)).toBe(false);
    expect(isExpired({}, 99)).toBe(false);
  });
});
