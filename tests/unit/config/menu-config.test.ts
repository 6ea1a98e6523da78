// menu.config.ts against the rest of the app: every route it names exists, ids are unique per menu, icons and
// text keys exist. Pure: reads the configs and the English catalogue, renders nothing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STARTUP_DIALOGS } from '@/access/startup-dialog';
import { MENU_ICONS, menuRouteItems, menuRouteNames } from '@/config/menu';
import type { RouteConfig } from '@/config/routes';
import { menu } from '../../../menu.config';
import { routes } from '../../../routes.config';

const routeNames = new Set((routes as readonly RouteConfig[]).map((route) => route.name));
const english = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../locales/en/menu.json', import.meta.url)), 'utf8'),
) as Record<string, unknown>;

const textOf = (key: string): unknown => {
  const [namespace, path = ''] = key.split(':');
  if (namespace !== 'menu') return undefined;
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
};

describe('menu.config.ts', () => {
  it('names only routes that exist in routes.config.ts', () => {
    const missing = menuRouteNames(menu)
      .filter(({ route }) => !routeNames.has(route))
      .map(({ where, route }) => `${where}: "${route}"`);
    expect(missing).toEqual([]);
  });

  it('gives every item an id that is unique within its menu', () => {
    const menus = new Map<string, string[]>();
    for (const { where, item } of menuRouteItems(menu)) {
      const name = where.split('.')[0] ?? where;
      menus.set(name, [...(menus.get(name) ?? []), item.id]);
    }
    const duplicates = [...menus].flatMap(([name, ids]) =>
      ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `${name}: ${id}`),
    );
    expect(duplicates).toEqual([]);
  });

  it('uses only icons of MENU_ICONS', () => {
    const icons: readonly string[] = MENU_ICONS;
    const unknown = [
      ...menuRouteItems(menu).map(({ item }) => item.icon),
      ...menu.merchant.areas.map((area) => area.icon),
    ].filter((icon) => !icons.includes(icon));
    expect(unknown).toEqual([]);
  });

  it('has an English text for every title key', () => {
    const keys = [
      ...menuRouteItems(menu).flatMap(({ item }) => [
        item.title,
        ...(item.altTitle ? [item.altTitle.title] : []),
      ]),
      ...menu.merchant.areas.map((area) => area.title),
      menu.accountList.title,
      ...menu.startupDialogs.map((dialog) => dialog.title),
    ];
    expect(keys.filter((key) => typeof textOf(key) !== 'string')).toEqual([]);
  });

  it('lists each startup dialog the engine knows exactly once', () => {
    expect([...menu.startupDialogs.map((dialog) => dialog.id)].sort()).toEqual([...STARTUP_DIALOGS].sort());
  });

  it('keeps the spec order of startup dialogs: dormant, virtual ACH, circle, onboarding (spec A §2)', () => {
    expect(menu.startupDialogs.map((dialog) => dialog.id)).toEqual([
      'dormant',
      'virtual-ach',
      'circle',
      'onboarding',
    ]);
  });
});
