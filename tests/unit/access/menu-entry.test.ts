import { describe, expect, it } from 'vitest';
import type { Decision } from '@/access/evaluate';
import {
  bothAllow,
  MENU_CONDITION_HOLDS,
  menuEntryState,
  menuEntryTitle,
  type MenuEntryState,
} from '@/access/menu-entry';
import type { Subject } from '@/access/subject';
import type { AccessRule } from '@/config/access-rule';
import { MENU_CONDITIONS, type MenuCondition, type RouteItem } from '@/config/menu';
import { merchant, signedOut, subject, subMerchant } from './fixtures';

const item = (patch: Partial<RouteItem> = {}): RouteItem => ({
  id: 'x',
  route: 'x',
  title: 'menu:items.x',
  icon: 'House',
  ...patch,
});
const rules = (rule: AccessRule | undefined) => (): AccessRule | undefined => rule;

describe('named menu conditions (spec A §2 account menu)', () => {
  it.each<[MenuCondition, string, Subject, boolean]>([
    [
      'onboardingUnfinished',
      'merchant with ernest_needed true',
      merchant({ processing: { ernest_needed: true } }),
      true,
    ],
    ['onboardingUnfinished', 'merchant with ernest_needed false', merchant(), false],
    [
      'onboardingUnfinished',
      'personal user (no onboarding)',
      subject({ processing: { ernest_needed: true } }),
      false,
    ],
    ['verificationNotRequested', 'no verification items', subject(), true],
    [
      'verificationNotRequested',
      'verification items requested',
      subject({ requested_verification: { pm_verification_items: [{}] } }),
      false,
    ],
    [
      'verificationNotRequested',
      'an empty request',
      subject({ requested_verification: { pm_verification_items: [] } }),
      true,
    ],
    ['hasConnectedPlatforms', 'one platform', subject({ connected_platforms: [{}] }), true],
    ['hasConnectedPlatforms', 'none', subject(), false],
    ['noDebitCards', 'no debit card', subject({ stored_cards: [{}] }), true],
    ['noDebitCards', 'a debit card', subject({ debit_card: [{}] }), false],
    ['noStoredCards', 'no saved card', subject({ debit_card: [{}] }), true],
    ['noStoredCards', 'a saved card', subject({ stored_cards: [{}] }), false],
  ])('%s — %s → %s', (condition, _label, who, expected) => {
    expect(MENU_CONDITION_HOLDS[condition](who)).toBe(expected);
  });

  it('has a meaning for every condition the config may name', () => {
    expect(Object.keys(MENU_CONDITION_HOLDS).sort()).toEqual([...MENU_CONDITIONS].sort());
  });
});

describe('bothAllow: the route rule and the item rule', () => {
  const allow: Decision = { allow: true };
  it.each<[string, Decision, Decision, Decision]>([
    ['both allow', allow, allow, allow],
    ['route denies', { allow: false, reason: 'role' }, allow, { allow: false, reason: 'role' }],
    ['item denies', allow, { allow: false, reason: 'sandbox' }, { allow: false, reason: 'sandbox' }],
    [
      'the hiding reason beats the blocking one',
      { allow: false, reason: 'onboarding' },
      { allow: false, reason: 'user-type' },
      { allow: false, reason: 'user-type' },
    ],
    [
      'the disabling reason beats the blocking one',
      { allow: false, reason: 'feature-access' },
      { allow: false, reason: 'verification' },
      { allow: false, reason: 'feature-access' },
    ],
  ])('%s', (_label, first, second, expected) => {
    expect(bothAllow(first, second)).toEqual(expected);
  });
});

describe('menuEntryState', () => {
  it.each<[string, RouteItem, Subject, AccessRule | undefined, MenuEntryState]>([
    ['no rules: shown when signed in', item(), subject(), undefined, { state: 'shown' }],
    [
      'no rules: hidden when signed out',
      item(),
      signedOut(),
      undefined,
      { state: 'hidden', reason: 'signed-out' },
    ],
    [
      'the route rule applies (blocked until onboarded)',
      item(),
      merchant({ processing: { ernest_needed: true } }),
      { needsOnboarding: true },
      { state: 'blocked', reason: 'onboarding' },
    ],
    [
      'the item rule adds to the route rule (flag off → disabled)',
      item({ access: { featureAccess: 'invoicing_enabled' } }),
      merchant(),
      { userTypes: ['business'] },
      { state: 'disabled', reason: 'feature-access' },
    ],
    [
      'a hiding route denial wins over a disabling item denial',
      item({ access: { featureAccess: 'fx' } }),
      subject(),
      { userTypes: ['business'] },
      { state: 'hidden', reason: 'user-type' },
    ],
    [
      'sub-accounts hidden from a sub-merchant without view-sub-account',
      item({ access: { userTypes: ['business'], roles: ['view-sub-account'] } }),
      subMerchant(['view-transaction']),
      undefined,
      { state: 'hidden', reason: 'role' },
    ],
    [
      'sub-accounts shown to a sub-merchant with view-sub-account',
      item({ access: { userTypes: ['business'], roles: ['view-sub-account'] } }),
      subMerchant(['view-sub-account']),
      undefined,
      { state: 'shown' },
    ],
    [
      'a condition that does not hold hides',
      item({ when: ['hasConnectedPlatforms'] }),
      subject(),
      undefined,
      { state: 'hidden', reason: 'condition', condition: 'hasConnectedPlatforms' },
    ],
    [
      'a condition is named before a hide-if setting',
      item({ when: ['hasConnectedPlatforms'], hideIf: ['verified'] }),
      subject(),
      undefined,
      { state: 'hidden', reason: 'condition', condition: 'hasConnectedPlatforms' },
    ],
    [
      'a hiding denial is named before a condition',
      item({ access: { userTypes: ['personal'] }, when: ['hasConnectedPlatforms'] }),
      merchant(),
      undefined,
      { state: 'hidden', reason: 'user-type' },
    ],
    [
      'a condition also hides an item that would be blocked',
      item({ when: ['onboardingUnfinished'] }),
      merchant(),
      { needsVerification: true },
      { state: 'hidden', reason: 'condition', condition: 'onboardingUnfinished' },
    ],
    [
      'business profile: disabled in sandbox while onboarding',
      item({ access: { userTypes: ['business'], notInSandbox: true }, when: ['onboardingUnfinished'] }),
      merchant({ processing: { ernest_needed: true } }, { sandbox: true }),
      undefined,
      { state: 'disabled', reason: 'sandbox' },
    ],
    [
      'hideIf noAccess hides a disabled item',
      item({ access: { featureAccess: 'connected_users' }, hideIf: ['noAccess'] }),
      merchant(),
      undefined,
      { state: 'hidden', reason: 'feature-access', hideIf: 'noAccess' },
    ],
  ])('%s', (_label, entry, who, routeRule, expected) => {
    expect(menuEntryState(entry, who, rules(routeRule))).toEqual(expected);
  });

  it('a dialog entry (no route) is decided by its own rule alone', () => {
    const dialog = { id: 'language', dialog: 'language', title: 't', icon: 'Languages' } as const;
    const personalOnly = { ...dialog, access: { userTypes: ['personal'] } } as const;
    expect(menuEntryState(personalOnly, subject())).toEqual({ state: 'shown' });
    expect(menuEntryState(personalOnly, merchant())).toEqual({ state: 'hidden', reason: 'user-type' });
    expect(menuEntryState(dialog, signedOut())).toEqual({ state: 'hidden', reason: 'signed-out' });
  });
});

describe('menuEntryTitle', () => {
  const manageCard = item({
    title: 'menu:items.manageCards',
    altTitle: { when: 'noStoredCards', title: 'menu:items.addCard' },
  });
  it('reads "Add a card" without saved cards', () => {
    expect(menuEntryTitle(manageCard, subject())).toBe('menu:items.addCard');
  });
  it('keeps the title with saved cards', () => {
    expect(menuEntryTitle(manageCard, subject({ stored_cards: [{}] }))).toBe('menu:items.manageCards');
  });
});
