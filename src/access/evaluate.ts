/**
 * `evaluate(rule, subject)`: the one access signature used by the route gate, the sidebar, the account menu,
 * buttons and the permission matrix (STYLE.md "One access signature").
 */
import type { AccessRule } from '@/config/access-rule';
import type { Subject } from './subject';

/**
 * Why a rule denies, in the order the checks run. The order is by how the caller should react, most final
 * first, so the first failing reason also decides how a menu shows the item:
 * 1. `signed-out`, `signed-in`: the gate sends the visitor to login (with `continue`) or home.
 * 2. `user-type`, `entity-hidden`, `role`, `beta`: who the user is; nothing they can do in the app changes it,
 *    so the item is hidden. Checked before anything else so such an item never shows as disabled or blocked.
 * 3. `entity-feature`, `feature-access`, `sandbox`: the account or the mode has the feature switched off; the
 *    item shows disabled with a tooltip.
 * 4. `onboarding`, `verification`: steps the user can finish; the item shows blocked and opens the
 *    verification-required modal. Last, so the modal is offered only when finishing the step is all it takes.
 */
export const DENY_REASONS = [
  'signed-out',
  'signed-in',
  'user-type',
  'entity-hidden',
  'role',
  'beta',
  'entity-feature',
  'feature-access',
  'sandbox',
  'onboarding',
  'verification',
] as const;
export type DenyReason = (typeof DENY_REASONS)[number];

export type Decision = { allow: true } | { allow: false; reason: DenyReason };

const ALLOW: Decision = Object.freeze({ allow: true });

type Check = (rule: AccessRule, subject: Subject) => boolean;

/** Each check returns true when the condition holds; kept in the order of `DENY_REASONS`. */
const CHECKS: readonly (readonly [DenyReason, Check])[] = [
  // guestOnly implies a public page; otherwise a user is needed unless the rule says auth: false.
  ['signed-out', (rule, s) => s.signedIn || rule.guestOnly === true || rule.auth === false],
  ['signed-in', (rule, s) => !(s.signedIn && rule.guestOnly === true)],
  ['user-type', userTypeHolds],
  ['entity-hidden', (rule, s) => s.entityId === null || !(rule.hiddenForEntities ?? []).includes(s.entityId)],
  // Only sub-merchants are limited by acl; any one listed permission is enough.
  [
    'role',
    (rule, s) => !s.subMerchant || !rule.roles?.length || rule.roles.some((role) => s.acl.includes(role)),
  ],
  ['beta', (rule, s) => rule.beta !== true || s.beta],
  [
    'entity-feature',
    (rule, s) => rule.entityFeature === undefined || s.entityFeatures[rule.entityFeature] === true,
  ],
  [
    'feature-access',
    (rule, s) => rule.featureAccess === undefined || s.featureAccess[rule.featureAccess] === true,
  ],
  ['sandbox', (rule, s) => rule.notInSandbox !== true || !s.sandbox],
  // Onboarding (ernest) is a merchant process; personal users are never held back by it.
  ['onboarding', (rule, s) => rule.needsOnboarding !== true || !s.merchant || s.onboarded],
  ['verification', (rule, s) => rule.needsVerification !== true || s.verified],
];

function userTypeHolds(rule: AccessRule, s: Subject): boolean {
  if (!s.signedIn || s.userType === null) return !rule.userTypes?.length;
  const listed = rule.userTypes?.includes(s.userType) ?? false;
  // An admin sees only signed-in pages that list admin; public pages (auth: false) stay public.
  if (s.userType === 'admin' && rule.auth !== false && !rule.guestOnly) return listed;
  return !rule.userTypes?.length || listed;
}

/**
 * Decides a rule for a subject: allow, or the first condition that fails (see `DENY_REASONS` for the order).
 * Deny by default: an absent rule needs a signed-in user.
 *
 * @example
 * evaluate({ needsOnboarding: true }, onboardingMerchant); // { allow: false, reason: 'onboarding' }
 * evaluate(undefined, signedOut); // { allow: false, reason: 'signed-out' }
 * evaluate({ guestOnly: true }, signedOut); // { allow: true }
 */
export function evaluate(rule: AccessRule | undefined, subject: Subject): Decision {
  const given = rule ?? {};
  for (const [reason, holds] of CHECKS) {
    if (!holds(given, subject)) return { allow: false, reason };
  }
  return ALLOW;
}

/**
 * True when the rule allows the subject. For buttons and links that only need a yes or no.
 *
 * @example
 * canAccess({ userTypes: ['business'] }, subject) && showRequestMoneyButton();
 */
export const canAccess = (rule: AccessRule | undefined, subject: Subject): boolean =>
  evaluate(rule, subject).allow;
