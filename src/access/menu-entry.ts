/**
 * The state of one entry of `menu.config.ts` for a subject: its route's rule, its own rule, its hide-if settings
 * and its named conditions (spec A §2 "Sidebar" and "Account menu").
 */
import type { AccessRule } from '@/config/access-rule';
import type { MenuCondition, MenuItemBase } from '@/config/menu';
import { DENY_REASONS, evaluate, type Decision } from './evaluate';
import { menuStateOf, type MenuItemState } from './menu-state';
import type { Subject } from './subject';

/** What each named condition of `MENU_CONDITIONS` means; see its JSDoc in `src/config/menu.ts`. */
export const MENU_CONDITION_HOLDS: Record<MenuCondition, (s: Subject) => boolean> = {
  // "only when the business main account still needs onboarding, i.e. ernest_needed is not false"
  onboardingUnfinished: (s) => s.merchant && !s.onboarded,
  verificationNotRequested: (s) => !s.verificationRequested,
  hasConnectedPlatforms: (s) => s.hasConnectedPlatforms,
  noDebitCards: (s) => !s.hasDebitCards,
  noStoredCards: (s) => !s.hasStoredCards,
};

/** A menu entry's state: `MenuItemState`, or hidden because a named condition does not hold. */
export type MenuEntryState =
  MenuItemState | { state: 'hidden'; reason: 'condition'; condition: MenuCondition };

/** The access rule of a route by name; `undefined` for a route without a rule (a signed-in user is needed). */
export type RouteRuleOf = (route: string) => AccessRule | undefined;

/**
 * Both rules must allow; when both deny, the reason earlier in `DENY_REASONS` wins, because it decides how the
 * entry shows (a hiding reason beats a disabling one, which beats a blocking one).
 */
export function bothAllow(first: Decision, second: Decision): Decision {
  if (first.allow) return second;
  if (second.allow) return first;
  return DENY_REASONS.indexOf(second.reason) < DENY_REASONS.indexOf(first.reason) ? second : first;
}

/**
 * The state of a menu entry. A denial that hides (who the user is) is named first, then a named condition
 * that does not hold, then hide-if settings, then disabled or blocked.
 *
 * @example
 * menuEntryState({ id: 'business-profile', title: '…', icon: 'Building', when: ['onboardingUnfinished'] }, merchantDone);
 * // { state: 'hidden', reason: 'condition', condition: 'onboardingUnfinished' }
 * menuEntryState(sendMoneyItem, onboardingMerchant, () => ({ needsOnboarding: true }));
 * // { state: 'blocked', reason: 'onboarding' }
 */
export function menuEntryState(
  item: MenuItemBase & { route?: string },
  subject: Subject,
  routeRuleOf?: RouteRuleOf,
): MenuEntryState {
  const own = evaluate(item.access, subject);
  // A dialog or action entry has no route: its own rule (without one, "signed in") decides alone.
  const decision =
    item.route === undefined
      ? own
      : bothAllow(evaluate(routeRuleOf?.(item.route), subject), item.access ? own : { allow: true });
  const state = menuStateOf(decision, item, subject);
  if (state.state === 'hidden' && state.reason !== 'hide-if') return state;
  const failing = item.when?.find((condition) => !MENU_CONDITION_HOLDS[condition](subject));
  if (failing) return { state: 'hidden', reason: 'condition', condition: failing };
  return state;
}

/** The title key to show: the alternative one while its condition holds. */
export function menuEntryTitle(item: MenuItemBase, subject: Subject): string {
  const alt = item.altTitle;
  return alt && MENU_CONDITION_HOLDS[alt.when](subject) ? alt.title : item.title;
}
