/**
 * Checks `menu.config.ts`: route names that exist, unique ids, known roles, flags, hide-if settings,
 * conditions, icons, dialogs and startup dialogs, params a route needs, and items no one can ever see. Pure.
 */
import { STARTUP_DIALOGS } from '@/access/startup-dialog';
import { HIDE_IF } from './access-rule';
import { accessRuleProblems } from './check-access-rule';
import { MENU_FILE, menuEntries, menuRouteRefs, type MenuEntry } from './check-menu-walk';
import { neverSeenProblem } from './check-menu-reach';
import { reporter, type Problem } from './check-problem';
import { suggestion } from './did-you-mean';
import { MENU_CONDITIONS, MENU_DIALOGS, MENU_ICONS, type MenuConfig } from './menu';
import type { RouteConfig } from './routes';

const ITEM_FIELDS = [
  'id',
  'title',
  'icon',
  'access',
  'hideIf',
  'when',
  'altTitle',
  'route',
  'params',
  'dialog',
  'action',
];
const ACTIONS = ['sign-out'];

const requiredParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)].filter((m) => !m[2]).map((m) => m[1]);

/** Every problem of the menu config, in file order. */
export function checkMenu(config: MenuConfig, routes: readonly RouteConfig[]): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(MENU_FILE, problems);
  const names = routes.map((route) => route.name);
  const byName = new Map(routes.map((route) => [route.name, route]));
  const routeProblem = (where: readonly string[], route: string) => {
    if (byName.has(route)) return false;
    at(where).error(
      'unknown-route',
      `route "${route}" does not exist.${suggestion(route, names, { list: false })}`,
    );
    return true;
  };

  const seen = new Map<string, readonly string[]>();
  for (const entry of menuEntries(config)) {
    const here = at(entry.where);
    const key = `${entry.menu}/${entry.item.id}`;
    if (seen.has(key))
      here.error(
        'duplicate-id',
        `the id "${entry.item.id}" is used twice in this menu; every item needs its own id.`,
      );
    seen.set(key, entry.where);
    let fieldProblems = 0;
    checkItemFields(entry, (kind, message) => (fieldProblems++, here.error(kind, message)));
    const unknownRoute = entry.item.route !== undefined && routeProblem(entry.where, entry.item.route);
    const route = entry.item.route === undefined ? undefined : byName.get(entry.item.route);
    for (const param of route ? requiredParams(route.path) : []) {
      if (entry.item.params?.[param ?? ''] === undefined) {
        here.error(
          'missing-param',
          `route "${route?.name}" (${route?.path}) needs a value for ":${param}": add params: { ${param}: '…' }.`,
        );
      }
    }
    const ruleProblems = accessRuleProblems(entry.item.access);
    for (const message of ruleProblems) here.error('access-rule', `access rule: ${message}`);
    // The engine cannot be asked about an item it cannot read; those problems come first.
    if (!unknownRoute && ruleProblems.length === 0 && fieldProblems === 0) {
      const never = neverSeenProblem(entry, (name) => byName.get(name)?.access);
      if (never) here.error('never-met', never);
    }
  }

  const areaIds = new Set<string>();
  for (const area of config.merchant?.areas ?? []) {
    if (areaIds.has(area.id))
      at(['merchant sidebar', `area "${area.id}"`]).error(
        'duplicate-id',
        `the area id "${area.id}" is used twice.`,
      );
    areaIds.add(area.id);
    if (!(MENU_ICONS as readonly string[]).includes(area.icon)) {
      at(['merchant sidebar', `area "${area.id}"`]).error(
        'unknown-icon',
        `icon "${area.icon}" does not exist.${suggestion(area.icon, MENU_ICONS, { list: false })} Icons are listed in src/config/menu.ts (MENU_ICONS).`,
      );
    }
  }
  for (const ref of menuRouteRefs(config)) routeProblem(ref.where, ref.route);
  for (const message of accessRuleProblems(config.accountList?.visibility?.access)) {
    at(['account list', 'visibility']).error('access-rule', `access rule: ${message}`);
  }
  checkStartupDialogs(config, at);
  return problems;
}

type Report = (kind: string, message: string) => void;

function checkItemFields({ menu, item }: MenuEntry, report: Report) {
  for (const field of Object.keys(item)) {
    if (!ITEM_FIELDS.includes(field))
      report('unknown-field', `field "${field}" does not exist.${suggestion(field, ITEM_FIELDS)}`);
  }
  if (!(MENU_ICONS as readonly string[]).includes(item.icon)) {
    report(
      'unknown-icon',
      `icon "${item.icon}" does not exist.${suggestion(item.icon, MENU_ICONS, { list: false })} Icons are listed in src/config/menu.ts (MENU_ICONS).`,
    );
  }
  for (const setting of item.hideIf ?? []) {
    if (!(HIDE_IF as readonly string[]).includes(setting))
      report(
        'unknown-hide-if',
        `hide-if setting "${setting}" does not exist.${suggestion(setting, HIDE_IF)}`,
      );
  }
  for (const condition of [...(item.when ?? []), ...(item.altTitle ? [item.altTitle.when] : [])]) {
    if (!(MENU_CONDITIONS as readonly string[]).includes(condition))
      report(
        'unknown-condition',
        `condition "${condition}" does not exist.${suggestion(condition, MENU_CONDITIONS)}`,
      );
  }
  const opens = [item.route, item.dialog, item.action].filter((value) => value !== undefined);
  if (menu !== 'account' && item.route === undefined)
    report('missing-route', 'a sidebar item must name the route it opens: add route: "route-name".');
  else if (opens.length !== 1)
    report('missing-route', 'an account-menu item opens exactly one thing: a route, a dialog or an action.');
  if (item.dialog !== undefined && !(MENU_DIALOGS as readonly string[]).includes(item.dialog))
    report(
      'unknown-dialog',
      `dialog "${item.dialog}" does not exist.${suggestion(item.dialog, MENU_DIALOGS)}`,
    );
  if (item.action !== undefined && !ACTIONS.includes(item.action))
    report('unknown-action', `action "${item.action}" does not exist.${suggestion(item.action, ACTIONS)}`);
}

function checkStartupDialogs(config: MenuConfig, at: ReturnType<typeof reporter>) {
  const ids = (config.startupDialogs ?? []).map((dialog) => dialog.id as string);
  ids.forEach((id, index) => {
    const here = at(['startup dialogs', `dialog "${id}"`]);
    if (!(STARTUP_DIALOGS as readonly string[]).includes(id))
      here.error(
        'unknown-dialog',
        `startup dialog "${id}" does not exist.${suggestion(id, STARTUP_DIALOGS)}`,
      );
    else if (ids.indexOf(id) !== index) here.error('duplicate-id', `startup dialog "${id}" is listed twice.`);
  });
  for (const id of STARTUP_DIALOGS.filter((known) => !ids.includes(known))) {
    at(['startup dialogs']).note(
      'dialog-not-listed',
      `startup dialog "${id}" is not listed, so it never opens.`,
    );
  }
}
