/**
 * Lists every entry of a menu config with a plain-language place (`merchant sidebar › area "wallet" › item
 * "send"`) and the audience of its menu, so the menu checks read as sentences. Pure.
 */
import type { Audience } from './check-reach';
import type { MenuConfig, MenuItemBase, RouteItem } from './menu';

export const MENU_FILE = 'menu.config.ts';

/** The three menus and who sees each (`sidebarModel`: business users get the merchant sidebar, others the personal menu). */
export const MENUS = {
  merchant: { label: 'merchant sidebar', audience: ['business'], people: 'business users' },
  personal: { label: 'personal menu', audience: ['personal', 'admin'], people: 'personal and admin users' },
  account: { label: 'account menu', audience: ['personal', 'business', 'admin'], people: 'signed-in users' },
} as const satisfies Record<string, { label: string; audience: Audience; people: string }>;
export type MenuName = keyof typeof MENUS;

export interface MenuEntry {
  menu: MenuName;
  where: readonly string[];
  /** Any kind of entry: a route item, or an account-menu dialog or action. */
  item: MenuItemBase & { route?: string; params?: RouteItem['params']; dialog?: string; action?: string };
}

/** A route a menu refers to outside its items (account list, progress, verification targets, dialogs). */
export interface MenuRouteRef {
  where: readonly string[];
  route: string;
}

const label = (item: { id?: unknown }, kind = 'item') => `${kind} "${String(item.id)}"`;
const list = <T>(value: readonly T[] | undefined): readonly T[] => (Array.isArray(value) ? value : []);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** An entry has an id and a title and is not an area (areas hold `items`). */
const isEntry = (value: unknown): value is MenuEntry['item'] =>
  isObject(value) && 'id' in value && 'title' in value && !Array.isArray(value.items);

/** How a group of a menu is named in messages; a group added later is still found, as "<key> group". */
const GROUP_LABELS: Record<string, string | null> = { items: null, top: 'top group', bottom: 'bottom group' };

/**
 * The entries under one menu, found by walking it, so a group added to the config later is checked too:
 * lists of entries, single entries (`home`), and areas (objects with `items`).
 */
function walk(menu: MenuName, node: unknown, where: readonly string[], out: MenuEntry[]): void {
  if (isEntry(node)) {
    out.push({ menu, where: [...where, label(node)], item: node });
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) walk(menu, child, where, out);
    return;
  }
  if (!isObject(node)) return;
  if (Array.isArray(node.items) && 'id' in node) {
    walk(menu, node.items, [...where, label(node, 'area')], out);
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if (isEntry(child)) out.push({ menu, where: [...where, label(child, `${key} item`)], item: child });
    else {
      const group = key in GROUP_LABELS ? GROUP_LABELS[key] : key === 'areas' ? null : `${key} group`;
      walk(menu, child, group ? [...where, group] : where, out);
    }
  }
}

/** Every entry of the three menus, in file order. */
export function menuEntries(config: MenuConfig): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const menu of Object.keys(MENUS) as MenuName[]) walk(menu, config[menu], [MENUS[menu].label], out);
  return out;
}

/** The routes named outside menu items. */
export function menuRouteRefs(config: MenuConfig): MenuRouteRef[] {
  const { accountList, progress, verification } = config;
  return [
    { where: ['account list', 'accountRoute'], route: accountList?.accountRoute },
    { where: ['account list', 'addRoute'], route: accountList?.addRoute },
    { where: ['progress element', 'route'], route: progress?.route },
    { where: ['verification dialog', 'business'], route: verification?.business },
    { where: ['verification dialog', 'personal'], route: verification?.personal },
    ...list(config.startupDialogs).map((dialog) => ({
      where: ['startup dialogs', label(dialog, 'dialog')],
      route: dialog.route,
    })),
  ].flatMap((ref) => (ref.route === undefined ? [] : [{ where: ref.where, route: ref.route }]));
}

/** Every text key a menu config uses, with where. */
export function menuTextKeys(config: MenuConfig): { key: string; where: readonly string[] }[] {
  return [
    ...menuEntries(config).flatMap(({ where, item }) => [
      { key: item.title, where },
      ...(item.altTitle ? [{ key: item.altTitle.title, where: [...where, 'altTitle'] }] : []),
    ]),
    ...list(config.merchant?.areas).map((area) => ({
      key: area.title,
      where: [MENUS.merchant.label, label(area, 'area')],
    })),
    ...(config.accountList ? [{ key: config.accountList.title, where: ['account list'] }] : []),
    ...list(config.startupDialogs).map((dialog) => ({
      key: dialog.title,
      where: ['startup dialogs', label(dialog, 'dialog')],
    })),
  ].filter((used) => typeof used.key === 'string');
}
