import { describe, expect, it } from 'vitest';
import { canAccess, DENY_REASONS, evaluate, type DenyReason } from '@/access/evaluate';
import type { Subject } from '@/access/subject';
import type { AccessRule } from '@/config/access-rule';
import { merchant, signedOut, subject, subMerchant } from './fixtures';

type Case = [label: string, rule: AccessRule | undefined, who: Subject, expected: DenyReason | 'allow'];

const outcome = (rule: AccessRule | undefined, who: Subject) => {
  const decision = evaluate(rule, who);
  return decision.allow ? 'allow' : decision.reason;
};

describe('evaluate: one case each way per rule of spec A §6', () => {
  it.each<Case>([
    // deny by default: no rule needs a signed-in user
    ['no rule, signed out', undefined, signedOut(), 'signed-out'],
    ['no rule, signed in', undefined, subject(), 'allow'],
    ['empty rule, signed out', {}, signedOut(), 'signed-out'],
    ['auth: true, signed out', { auth: true }, signedOut(), 'signed-out'],
    ['auth: false, signed out (public page)', { auth: false }, signedOut(), 'allow'],
    ['auth: false, signed in', { auth: false }, subject(), 'allow'],
    ['guestOnly, signed out', { guestOnly: true }, signedOut(), 'allow'],
    ['guestOnly, signed in goes home', { guestOnly: true }, subject(), 'signed-in'],

    ['userTypes business, merchant', { userTypes: ['business'] }, merchant(), 'allow'],
    ['userTypes business, personal', { userTypes: ['business'] }, subject(), 'user-type'],
    ['userTypes personal, merchant', { userTypes: ['personal'] }, merchant(), 'user-type'],
    ['userTypes empty list allows', { userTypes: [] }, subject(), 'allow'],
    ['userTypes, signed out', { auth: false, userTypes: ['personal'] }, signedOut(), 'user-type'],
    ['admin: rule without admin', {}, subject({ user_type: 'admin' }), 'user-type'],
    [
      'admin: rule listing business only',
      { userTypes: ['business'] },
      subject({ user_type: 'admin' }),
      'user-type',
    ],
    ['admin: rule listing admin', { userTypes: ['admin'] }, subject({ user_type: 'admin' }), 'allow'],
    ['admin: public page stays public', { auth: false }, subject({ user_type: 'admin' }), 'allow'],

    ['roles: sub-merchant holding it', { roles: ['view-payout'] }, subMerchant(['view-payout']), 'allow'],
    ['roles: sub-merchant lacking it', { roles: ['create-payout'] }, subMerchant(['view-payout']), 'role'],
    [
      'roles: any listed role is enough',
      { roles: ['create-payout', 'view-payout'] },
      subMerchant(['view-payout']),
      'allow',
    ],
    ['roles: sub-merchant, empty list allows', { roles: [] }, subMerchant([]), 'allow'],
    ['roles: main account passes', { roles: ['create-payout'] }, merchant(), 'allow'],
    ['roles: personal user passes', { roles: ['create-payout'] }, subject(), 'allow'],

    ['beta: beta user', { beta: true }, subject({ is_beta_user: true }), 'allow'],
    ['beta: not a beta user', { beta: true }, subject(), 'beta'],
    ['beta: false asks nothing', { beta: false }, subject(), 'allow'],

    [
      'hiddenForEntities [3]: entity 3',
      { hiddenForEntities: [3] },
      subject({ entity_id: 3 }),
      'entity-hidden',
    ],
    ['hiddenForEntities [3]: entity 1', { hiddenForEntities: [3] }, subject({ entity_id: 1 }), 'allow'],

    [
      'entityFeature convert: on',
      { entityFeature: 'convert' },
      subject({ entity_features: { convert: true } }),
      'allow',
    ],
    [
      'entityFeature convert: off',
      { entityFeature: 'convert' },
      subject({ entity_features: { convert: false } }),
      'entity-feature',
    ],
    [
      'entityFeature payout: missing',
      { entityFeature: 'payout' },
      subject({ entity_features: {} }),
      'entity-feature',
    ],

    [
      'featureAccess payout: on',
      { featureAccess: 'payout' },
      merchant({ feature_accesses: { payout: true } }),
      'allow',
    ],
    [
      'featureAccess payout: off',
      { featureAccess: 'payout' },
      merchant({ feature_accesses: { payout: false } }),
      'feature-access',
    ],
    [
      'featureAccess fx: missing',
      { featureAccess: 'fx' },
      subject({ feature_accesses: { payout: true } }),
      'feature-access',
    ],

    ['needsOnboarding: onboarded merchant', { needsOnboarding: true }, merchant(), 'allow'],
    [
      'needsOnboarding: merchant with ernest_needed',
      { needsOnboarding: true },
      merchant({ processing: { ernest_needed: true } }),
      'onboarding',
    ],
    [
      'needsOnboarding: personal users pass',
      { needsOnboarding: true },
      subject({ processing: { ernest_needed: true } }),
      'allow',
    ],

    ['needsVerification: verified', { needsVerification: true }, subject(), 'allow'],
    [
      'needsVerification: unverified',
      { needsVerification: true },
      subject({ verified: false }),
      'verification',
    ],

    ['notInSandbox: live mode', { notInSandbox: true }, merchant(), 'allow'],
    ['notInSandbox: sandbox', { notInSandbox: true }, merchant({}, { sandbox: true }), 'sandbox'],
  ])('%s → %s', (_label, rule, who, expected) => {
    expect(outcome(rule, who)).toBe(expected);
    expect(canAccess(rule, who)).toBe(expected === 'allow');
  });
});

describe('evaluate: the first failing condition is the reason', () => {
  // A subject that fails every condition below, and a rule that asks all of them.
  const failsAll = subMerchant([], {
    entity_id: 3,
    verified: false,
    processing: { ernest_needed: true },
  });
  const full: AccessRule = {
    userTypes: ['personal'],
    hiddenForEntities: [3],
    roles: ['create-payout'],
    beta: true,
    entityFeature: 'payout',
    featureAccess: 'payout',
    notInSandbox: true,
    needsOnboarding: true,
    needsVerification: true,
  };
  // Removing the failing field each time must reveal the next reason, in the documented order.
  const peel: [keyof AccessRule, DenyReason][] = [
    ['userTypes', 'user-type'],
    ['hiddenForEntities', 'entity-hidden'],
    ['roles', 'role'],
    ['beta', 'beta'],
    ['entityFeature', 'entity-feature'],
    ['featureAccess', 'feature-access'],
    ['notInSandbox', 'sandbox'],
    ['needsOnboarding', 'onboarding'],
    ['needsVerification', 'verification'],
  ];

  it('peels off one reason at a time in DENY_REASONS order', () => {
    const seen: string[] = [];
    let rule: AccessRule = { ...full };
    const inSandbox = { ...failsAll, sandbox: true };
    for (const [field, reason] of peel) {
      seen.push(outcome(rule, inSandbox));
      expect(seen.at(-1)).toBe(reason);
      const { [field]: _dropped, ...rest } = rule;
      rule = rest;
    }
    expect(outcome(rule, inSandbox)).toBe('allow');
    expect(['signed-out', 'signed-in', ...seen]).toEqual(DENY_REASONS);
  });

  it('signed out comes before everything else', () => {
    expect(outcome(full, signedOut({ sandbox: true }))).toBe('signed-out');
  });

  it('signed in on a guest page comes before everything else', () => {
    expect(outcome({ ...full, guestOnly: true }, failsAll)).toBe('signed-in');
  });
});
