import { describe, expect, it } from 'vitest';
import { DENY_REASONS } from '@/access/evaluate';
import { DENIAL_STATE, menuItemState, type MenuItemState } from '@/access/menu-state';
import type { Subject } from '@/access/subject';
import type { MenuVisibility } from '@/config/access-rule';
import { merchant, signedOut, subject, subMerchant } from './fixtures';

type Case = [label: string, item: MenuVisibility, who: Subject, expected: MenuItemState];

const shown: MenuItemState = { state: 'shown' };

describe('menuItemState: each hide-if setting (spec A §2)', () => {
  it.each<Case>([
    [
      'verified hides a verified user',
      { hideIf: ['verified'] },
      subject(),
      { state: 'hidden', reason: 'hide-if', hideIf: 'verified' },
    ],
    ['verified keeps an unverified user', { hideIf: ['verified'] }, subject({ verified: false }), shown],
    [
      'unverified hides an unverified user',
      { hideIf: ['unverified'] },
      subject({ verified: false }),
      { state: 'hidden', reason: 'hide-if', hideIf: 'unverified' },
    ],
    ['unverified keeps a verified user', { hideIf: ['unverified'] }, subject(), shown],
    [
      'noCards hides without a debit card',
      { hideIf: ['noCards'] },
      subject({ stored_cards: [{}] }),
      { state: 'hidden', reason: 'hide-if', hideIf: 'noCards' },
    ],
    ['noCards keeps a debit card holder', { hideIf: ['noCards'] }, subject({ debit_card: [{}] }), shown],
    [
      'noBalances hides with no account',
      { hideIf: ['noBalances'] },
      subject({}, { balancesCount: 0 }),
      { state: 'hidden', reason: 'hide-if', hideIf: 'noBalances' },
    ],
    [
      'noBalances hides while balances load',
      { hideIf: ['noBalances'] },
      subject({}, { balancesCount: undefined }),
      { state: 'hidden', reason: 'hide-if', hideIf: 'noBalances' },
    ],
    [
      'noBalances keeps an account holder',
      { hideIf: ['noBalances'] },
      subject({}, { balancesCount: 2 }),
      shown,
    ],
    [
      'noCircleId hides outside a circle',
      { hideIf: ['noCircleId'] },
      subject(),
      { state: 'hidden', reason: 'hide-if', hideIf: 'noCircleId' },
    ],
    ['noCircleId keeps a circle member', { hideIf: ['noCircleId'] }, subject({ circle_id: 'cir_1' }), shown],
    [
      'noAccess hides a disabled item',
      { access: { featureAccess: 'fx' }, hideIf: ['noAccess'] },
      subject(),
      { state: 'hidden', reason: 'feature-access', hideIf: 'noAccess' },
    ],
    [
      'noAccess hides a blocked item',
      { access: { needsVerification: true }, hideIf: ['noAccess'] },
      subject({ verified: false }),
      { state: 'hidden', reason: 'verification', hideIf: 'noAccess' },
    ],
    [
      'noAccess keeps an allowed item',
      { access: { featureAccess: 'fx' }, hideIf: ['noAccess'] },
      subject({ feature_accesses: { fx: true } }),
      shown,
    ],
    [
      'without noAccess the same item is disabled',
      { access: { featureAccess: 'fx' } },
      subject(),
      { state: 'disabled', reason: 'feature-access' },
    ],
  ])('%s', (_label, item, who, expected) => {
    expect(menuItemState(item, who)).toEqual(expected);
  });
});

describe('menuItemState: blocked, disabled or hidden per reason', () => {
  it.each<Case>([
    ['no rule, signed out', {}, signedOut(), { state: 'hidden', reason: 'signed-out' }],
    [
      'guest-only item, signed in',
      { access: { guestOnly: true } },
      subject(),
      { state: 'hidden', reason: 'signed-in' },
    ],
    [
      'user type',
      { access: { userTypes: ['business'] } },
      subject(),
      { state: 'hidden', reason: 'user-type' },
    ],
    [
      'entity hidden',
      { access: { hiddenForEntities: [3] } },
      subject({ entity_id: 3 }),
      { state: 'hidden', reason: 'entity-hidden' },
    ],
    [
      'role',
      { access: { roles: ['create-payout'] } },
      subMerchant(['view-payout']),
      { state: 'hidden', reason: 'role' },
    ],
    ['beta', { access: { beta: true } }, subject(), { state: 'hidden', reason: 'beta' }],
    [
      'entity feature off',
      { access: { entityFeature: 'convert' } },
      subject(),
      { state: 'disabled', reason: 'entity-feature' },
    ],
    [
      'feature flag off',
      { access: { featureAccess: 'payout' } },
      merchant(),
      { state: 'disabled', reason: 'feature-access' },
    ],
    [
      'sandbox',
      { access: { notInSandbox: true } },
      merchant({}, { sandbox: true }),
      { state: 'disabled', reason: 'sandbox' },
    ],
    [
      'onboarding',
      { access: { needsOnboarding: true } },
      merchant({ processing: { ernest_needed: true } }),
      { state: 'blocked', reason: 'onboarding' },
    ],
    [
      'verification',
      { access: { needsVerification: true } },
      subject({ verified: false }),
      { state: 'blocked', reason: 'verification' },
    ],
    ['allowed', { access: { userTypes: ['personal'] } }, subject(), shown],
  ])('%s', (_label, item, who, expected) => {
    expect(menuItemState(item, who)).toEqual(expected);
  });

  it('maps every deny reason to a state', () => {
    expect(Object.keys(DENIAL_STATE).sort()).toEqual([...DENY_REASONS].sort());
  });
});

describe('menuItemState: precedence', () => {
  it('a hiding denial names itself before a hide-if setting', () => {
    const item: MenuVisibility = { access: { userTypes: ['business'] }, hideIf: ['verified'] };
    expect(menuItemState(item, subject())).toEqual({ state: 'hidden', reason: 'user-type' });
  });

  it('a hide-if setting wins over blocked', () => {
    const item: MenuVisibility = { access: { needsVerification: true }, hideIf: ['noCircleId'] };
    expect(menuItemState(item, subject({ verified: false }))).toEqual({
      state: 'hidden',
      reason: 'hide-if',
      hideIf: 'noCircleId',
    });
  });

  it('the first matching hide-if setting is reported', () => {
    const item: MenuVisibility = { hideIf: ['noCards', 'verified'] };
    expect(menuItemState(item, subject())).toEqual({ state: 'hidden', reason: 'hide-if', hideIf: 'noCards' });
  });
});
