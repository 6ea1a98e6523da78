/**
 * Finds menu items no one who sees their menu can ever see, and says why in words: a rule for other user
 * types than the menu's, a rule stricter than its route's, or settings that always hide it. Pure.
 */
import { menuEntryState, type MenuEntryState, type RouteRuleOf } from '@/access/menu-entry';
import type { UserType } from './access-rule';
import { MENUS, type MenuEntry } from './check-menu-walk';
import { sampleSubjects } from './check-reach';

const reasonText = (state: MenuEntryState): string => {
  if (state.state !== 'hidden') return state.state;
  if (state.reason === 'hide-if') return `hide-if ${state.hideIf}`;
  if (state.reason === 'condition') return `condition ${state.condition}`;
  return state.reason;
};

const only = (types: readonly UserType[]) => `only for ${types.join(' and ')} users`;
const overlaps = (types: readonly UserType[] | undefined, audience: readonly string[]) =>
  !types?.length || types.some((type) => audience.includes(type));

/**
 * Why an entry can never show, or undefined when some user of its menu sees it.
 *
 * @example
 * neverSeenProblem({ menu: 'merchant', item: { ..., access: { userTypes: ['personal'] } } }, ruleOf);
 * // 'no one can ever see this item: the merchant sidebar is only shown to business users, but its access rule is only for personal users.'
 */
export function neverSeenProblem(entry: MenuEntry, ruleOf: RouteRuleOf): string | undefined {
  const menu = MENUS[entry.menu];
  const states = sampleSubjects(menu.audience).map((subject) => menuEntryState(entry.item, subject, ruleOf));
  if (states.some((state) => state.state !== 'hidden')) return undefined;
  const lead = 'no one can ever see this item: ';
  if (states.every((state) => state.state === 'hidden' && state.reason === 'user-type')) {
    const own = entry.item.access?.userTypes;
    const routeTypes = entry.item.route === undefined ? undefined : ruleOf(entry.item.route)?.userTypes;
    const shown = `the ${menu.label} is only shown to ${menu.people}`;
    if (own?.length && !overlaps(own, menu.audience))
      return `${lead}${shown}, but its access rule is ${only(own)}.`;
    if (routeTypes?.length && !overlaps(routeTypes, menu.audience)) {
      return `${lead}${shown}, but its route "${entry.item.route}" is ${only(routeTypes)}.`;
    }
    if (own?.length && routeTypes?.length) {
      return `${lead}its access rule is ${only(own)}, which its route "${entry.item.route}" (${only(routeTypes)}) never allows in the ${menu.label}.`;
    }
  }
  const reasons = [...new Set(states.map(reasonText))].sort();
  return `${lead}for all ${menu.people} it is hidden (${reasons.join(', ')}). Check its access rule, hide-if settings and conditions against its route's rule.`;
}
