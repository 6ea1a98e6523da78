/**
 * Route config types. A route is data: name, path, layout, page, access rule, help code and 401 policy.
 * Pure (no React): pages are described, the app turns descriptions into components.
 */
import type { AccessRule } from './access-rule';

export type LayoutName = 'default' | 'blank' | 'minimal' | 'webview' | 'widget';

/** Access rule shared by routes and menu items (DESIGN §3): see `access-rule.ts`. */
export type { AccessRule } from './access-rule';

export type PageSpec =
  { kind: 'screen'; load: () => Promise<{ default: unknown }> } | { kind: 'redirect'; to: string };

export interface RouteConfig {
  /** Stable name used by menus, links and redirects (`href('send-money')`). */
  name: string;
  /** react-router path pattern, e.g. `/accounts/:slug`. */
  path: string;
  layout: LayoutName;
  page: PageSpec;
  access?: AccessRule;
  /** FAQ help code for the help panel. */
  help?: string;
  /** A 401 on this route does not force a logout (spec A §8 exempt list). */
  exempt401?: boolean;
}

/** A lazily loaded bespoke screen: its own chunk. */
export const screen = (load: () => Promise<{ default: unknown }>): PageSpec => ({ kind: 'screen', load });

/** Keeps literal names so `href` can type-check them. */
export const defineRoutes = <const T extends readonly RouteConfig[]>(routes: T): T => routes;

type Params<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof Params<Rest>]: string }
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<string, never>;

/** Builds the typed `href(name, params)` for a route list. A wrong name or missing param is a type error. */
export function createHref<const T extends readonly RouteConfig[]>(routes: T) {
  const byName = new Map(routes.map((route) => [route.name, route.path]));
  return function href<N extends T[number]['name']>(
    name: N,
    params?: Params<Extract<T[number], { name: N }>['path']>,
  ): string {
    const path = byName.get(name);
    if (path === undefined) throw new Error(`Unknown route name "${name}"`);
    return (
      path
        .replace(/:([A-Za-z_]+)\??/g, (_, key: string) => {
          const value = (params as Record<string, string> | undefined)?.[key];
          return value === undefined ? '' : encodeURIComponent(value);
        })
        .replace(/\/+$/, '') || '/'
    );
  };
}
