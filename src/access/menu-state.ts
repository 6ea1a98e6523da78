/**
 * How a sidebar or account-menu item shows for a subject (spec A §2 Sidebar, DESIGN §3 Menu item visibility).
 */
import type { HideIf, MenuVisibility } from '@/config/access-rule';
import { evaluate, type Decision, type DenyReason } from './evaluate';
import type { Subject } from './subject';

/** How a denial shows in a menu (see the order in `DENY_REASONS`). */
export const DENIAL_STATE = {
  'signed-out': 'hidden',
  'signed-in': 'hidden',
  'user-type': 'hidden',
  'entity-hidden': 'hidden',
  role: 'hidden',
  beta: 'hidden',
  // "Items whose feature flag is off are shown disabled with a tooltip" (spec A §2); entity features are
  // account switches too, and sandbox disables the business profile entry (spec A §6).
  'entity-feature': 'disabled',
  'feature-access': 'disabled',
  sandbox: 'disabled',
  // "Items needing completed merchant onboarding or verification are shown but blocked" (spec A §2).
  onboarding: 'blocked',
  verification: 'blocked',
} as const satisfies Record<DenyReason, 'hidden' | 'disabled' | 'blocked'>;

/**
 * - `shown`: usable.
 * - `blocked`: shown; a click opens the verification-required modal instead of the page.
 * - `disabled`: shown greyed out with the "feature is disabled for your account" tooltip (or the sandbox one).
 * - `hidden`: not rendered. `reason` is the rule's denial, or `hide-if` with the setting that hid it;
 *   a `noAccess` setting keeps the rule's reason and names itself in `hideIf`.
 */
export type MenuItemState =
  | { state: 'shown' }
  | { state: 'blocked' | 'disabled'; reason: DenyReason }
  | { state: 'hidden'; reason: DenyReason; hideIf?: 'noAccess' }
  | { state: 'hidden'; reason: 'hide-if'; hideIf: Exclude<HideIf, 'noAccess'> };

const HIDES: Record<Exclude<HideIf, 'noAccess'>, (s: Subject) => boolean> = {
  verified: (s) => s.verified,
  unverified: (s) => !s.verified,
  noCards: (s) => !s.hasDebitCards,
  noBalances: (s) => !s.hasBalances,
  noCircleId: (s) => s.circleId === null,
};

/**
 * The state of a menu item. A rule denial that hides (who the user is) wins over hide-if settings, so the
 * permission matrix names the more fundamental reason; hide-if settings win over disabled and blocked.
 *
 * @example
 * menuItemState({ access: { needsOnboarding: true } }, onboardingMerchant); // { state: 'blocked', reason: 'onboarding' }
 * menuItemState({ hideIf: ['verified'] }, verifiedUser); // { state: 'hidden', reason: 'hide-if', hideIf: 'verified' }
 * menuItemState({ access: { featureAccess: 'fx' } }, noFx); // { state: 'disabled', reason: 'feature-access' }
 */
export function menuItemState(item: MenuVisibility, subject: Subject): MenuItemState {
  return menuStateOf(evaluate(item.access, subject), item, subject);
}

/**
 * The state of a menu item whose access was already decided, for callers that combine several rules (a menu
 * item's own rule and its route's, `src/access/menu-entry.ts`). Same precedence as `menuItemState`.
 */
export function menuStateOf(
  decision: Decision,
  item: Pick<MenuVisibility, 'hideIf'>,
  subject: Subject,
): MenuItemState {
  if (decision.allow) return hiddenBySetting(item, subject) ?? { state: 'shown' };
  const { reason } = decision;
  const state = DENIAL_STATE[reason];
  if (state === 'hidden') return { state, reason };
  const hidden = hiddenBySetting(item, subject);
  if (hidden) return hidden;
  if (item.hideIf?.includes('noAccess')) return { state: 'hidden', reason, hideIf: 'noAccess' };
  return { state, reason };
}

function hiddenBySetting(item: Pick<MenuVisibility, 'hideIf'>, subject: Subject): MenuItemState | undefined {
  for (const setting of item.hideIf ?? []) {
    if (setting !== 'noAccess' && HIDES[setting](subject)) {
      return { state: 'hidden', reason: 'hide-if', hideIf: setting };
    }
  }
  return undefined;
}
