/**
 * Turns `menu.config.ts` into what one person sees (refine's `create-tree` idea): pure, tested input → output,
 * so the sidebar and account menu components only draw the result (spec A §2, §9).
 */
import type { DenyReason } from './evaluate';
import type { AccountMenuItem, MenuArea, MenuConfig, MenuItemBase, RouteItem } from '@/config/menu';
import { MENU_ITEMS_PER_AREA } from '@/config/limits';
import { menuEntryState, menuEntryTitle, type MenuEntryState, type RouteRuleOf } from './menu-entry';
import { menuItemState } from './menu-state';
import { accountListMode, canAddAccount, directAccount, showsProgress } from './sidebar-rules';
import { evaluate } from './evaluate';
import type { Subject } from './subject';

/** An entry the person sees: usable, blocked (opens the verification modal) or disabled (with a tooltip). */
export type VisibleEntry<I extends MenuItemBase> = {
  item: I;
  /** The title key to show (an `altTitle` when its condition holds). */
  title: string;
} & ({ state: 'shown' } | { state: 'blocked' | 'disabled'; reason: DenyReason });

export interface VisibleArea<R extends string> {
  area: MenuArea<R>;
  /** Every visible item: the area's More view. */
  items: VisibleEntry<RouteItem<R>>[];
  /** The first `MENU_ITEMS_PER_AREA` visible items: what the sidebar shows before More. */
  preview: VisibleEntry<RouteItem<R>>[];
  /** True when the area has more visible items than its preview. */
  more: boolean;
}

export type SidebarModel<R extends string> =
  | {
      kind: 'merchant';
      home: VisibleEntry<RouteItem<R>> | undefined;
      top: VisibleEntry<RouteItem<R>>[];
      areas: VisibleArea<R>[];
      bottom: VisibleEntry<RouteItem<R>>[];
    }
  | {
      kind: 'personal';
      top: VisibleEntry<RouteItem<R>>[];
      items: VisibleEntry<RouteItem<R>>[];
      bottom: VisibleEntry<RouteItem<R>>[];
    };

function visible<I extends MenuItemBase & { route?: string }>(
  item: I,
  subject: Subject,
  ruleOf: RouteRuleOf,
): VisibleEntry<I> | undefined {
  const state: MenuEntryState = menuEntryState(item, subject, ruleOf);
  const title = menuEntryTitle(item, subject);
  if (state.state === 'hidden') return undefined;
  if (state.state === 'shown') return { item, title, state: 'shown' };
  return { item, title, state: state.state, reason: state.reason };
}

/** The visible entries of a list, in config order. */
export function visibleEntries<I extends MenuItemBase & { route?: string }>(
  items: readonly I[],
  subject: Subject,
  ruleOf: RouteRuleOf,
): VisibleEntry<I>[] {
  return items.flatMap((item) => visible(item, subject, ruleOf) ?? []);
}

/**
 * The sidebar for a subject: merchants (business users) get home, top group, areas and bottom group; everyone
 * else the personal menu. Areas with nothing visible are left out.
 *
 * @example
 * const model = sidebarModel(menu, subject, (name) => routeByName.get(name)?.access);
 * if (model.kind === 'merchant') model.areas[0].preview; // the wallet's first 3 items
 */
export function sidebarModel<R extends string>(
  config: MenuConfig<R>,
  subject: Subject,
  ruleOf: RouteRuleOf,
): SidebarModel<R> {
  if (!subject.merchant) {
    const { personal } = config;
    return {
      kind: 'personal',
      top: visibleEntries(personal.top, subject, ruleOf),
      items: visibleEntries(personal.items, subject, ruleOf),
      bottom: visibleEntries(personal.bottom, subject, ruleOf),
    };
  }
  const { merchant } = config;
  const areas = merchant.areas.flatMap((area) => {
    const items = visibleEntries(area.items, subject, ruleOf);
    if (items.length === 0) return [];
    const preview = items.slice(0, MENU_ITEMS_PER_AREA);
    return [{ area, items, preview, more: items.length > preview.length }];
  });
  return {
    kind: 'merchant',
    home: visible(merchant.home, subject, ruleOf),
    top: visibleEntries(merchant.top, subject, ruleOf),
    areas,
    bottom: visibleEntries(merchant.bottom, subject, ruleOf),
  };
}

/** The account (profile) menu for a subject, in config order (spec A §2 "Account menu"). */
export function accountMenuModel<R extends string>(
  config: MenuConfig<R>,
  subject: Subject,
  ruleOf: RouteRuleOf,
): VisibleEntry<AccountMenuItem<R>>[] {
  return visibleEntries(config.account, subject, ruleOf);
}

/**
 * How the account list section shows (spec A §1, §2):
 * - `hidden`: the section is not for this user;
 * - `direct`: entity 3 with a single account: no list, one link straight to that account's page;
 * - `list` / `dropdown`: a plain list up to 3 accounts, a searchable dropdown above.
 * `canAdd` says whether the add-an-account entry shows.
 */
export type AccountSectionModel =
  | { mode: 'hidden' }
  | { mode: 'direct'; currency: string }
  | { mode: 'list' | 'dropdown'; currencies: readonly string[]; canAdd: boolean };

/**
 * @param allCurrencies the currencies an account can be opened in (GET /api/v2/currencies); empty while loading.
 * @example
 * accountSectionModel(menu, merchant, ruleOf, ['USD', 'EUR', 'SEK']); // { mode: 'dropdown', currencies: [5], canAdd: true }
 */
export function accountSectionModel<R extends string>(
  config: MenuConfig<R>,
  subject: Subject,
  ruleOf: RouteRuleOf,
  allCurrencies: readonly string[],
): AccountSectionModel {
  const { accountList } = config;
  if (menuItemState(accountList.visibility, subject).state === 'hidden') return { mode: 'hidden' };
  const direct = directAccount(subject);
  if (direct !== undefined) return { mode: 'direct', currency: direct };
  const canAdd =
    canAddAccount(subject, subject.accountsCurrencies, allCurrencies) &&
    evaluate(ruleOf(accountList.addRoute), subject).allow;
  return {
    mode: accountListMode(subject.accountsCurrencies.length),
    currencies: subject.accountsCurrencies,
    canAdd,
  };
}

/** Whether the application progress element shows (spec A §2). */
export const progressShown = (subject: Subject): boolean => subject.merchant && showsProgress(subject);

/** Every entry of the config with its state for a subject, hidden ones included: for the permission matrix. */
export function explainMenu<R extends string>(
  config: MenuConfig<R>,
  subject: Subject,
  ruleOf: RouteRuleOf,
): { where: string; id: string; state: MenuEntryState }[] {
  const row = (where: string) => (item: MenuItemBase & { route?: string }) => ({
    where,
    id: item.id,
    state: menuEntryState(item, subject, ruleOf),
  });
  const { merchant, personal } = config;
  return [
    row('merchant.home')(merchant.home),
    ...merchant.top.map(row('merchant.top')),
    ...merchant.areas.flatMap((area) => area.items.map(row(`merchant.${area.id}`))),
    ...merchant.bottom.map(row('merchant.bottom')),
    ...personal.top.map(row('personal.top')),
    ...personal.items.map(row('personal')),
    ...personal.bottom.map(row('personal.bottom')),
    ...config.account.map(row('account')),
  ];
}
