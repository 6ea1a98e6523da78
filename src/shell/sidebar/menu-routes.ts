import type { RouteRuleOf } from '@/access/menu-entry';
import type { RouteConfig } from '@/config/routes';
import { href, routes } from '../../../routes.config';

const byName = new Map<string, RouteConfig>(routes.map((route: RouteConfig) => [route.name, route]));

/** The access rule of a route by name, for the menu engine. */
export const routeRuleOf: RouteRuleOf = (name) => byName.get(name)?.access;

// Menu items carry their route name as data (checked by the types of menu.config.ts and by config:check), so
// the typed `href` is called through this one string-keyed view of it.
const hrefOf = href as (name: string, params?: Readonly<Record<string, string>>) => string;

/** The URL of a route named by a menu, or undefined when routes.config.ts has no such route. */
export function routeHref(name: string, params?: Readonly<Record<string, string>>): string | undefined {
  return byName.has(name) ? hrefOf(name, params) : undefined;
}
