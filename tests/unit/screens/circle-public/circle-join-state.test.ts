// What the public circle page offers a visitor, a member and anyone else (spec B §2 /circle/{slug}).
import { describe, expect, it } from 'vitest';
import { joinState, signInHref } from '@/screens/circle-public/circle-join-state';

const mine = [{ id: 'cir_001', slug: 'marquez-coffee-club' }];

describe('joinState', () => {
  it.each([
    [{ signedIn: false, sessionPending: true, slug: 'marquez-coffee-club' }, { kind: 'loading' }],
    [{ signedIn: false, sessionPending: false, slug: 'marquez-coffee-club' }, { kind: 'sign-in' }],
    [
      { signedIn: true, sessionPending: false, slug: 'marquez-coffee-club', mine },
      { kind: 'member', circleId: 'cir_001' },
    ],
    [
      { signedIn: true, sessionPending: false, slug: 'cir_001', mine },
      { kind: 'member', circleId: 'cir_001' },
    ],
    [{ signedIn: true, sessionPending: false, slug: 'wholesale-partners', mine }, { kind: 'join' }],
    [{ signedIn: true, sessionPending: false, slug: 'marquez-coffee-club' }, { kind: 'join' }],
    [{ signedIn: true, sessionPending: false, slug: 'marquez-coffee-club', mine: [] }, { kind: 'join' }],
  ])('%o → %o', (input, expected) => expect(joinState(input)).toEqual(expected));
});

describe('signInHref', () => {
  it('comes back to the circle with its invitation code', () => {
    expect(signInHref('/auth/login', '/circle/marquez-coffee-club', '?code=MCC-4821')).toBe(
      '/auth/login?continue=%2Fcircle%2Fmarquez-coffee-club%3Fcode%3DMCC-4821',
    );
  });
});
