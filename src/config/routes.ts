/**
 * Route config types. A route is data: name, path, layout, page, access rule, help code and 401 policy.
 * Pure (no React): pages are described, the app turns descriptions into components.
 */
import type { AccessRule } from './access-rule';

export type LayoutName = 'default' | 'blank' | 'minimal' | 'webview' | 'widget';

/** Access rule shared by routes and menu items (DESIGN §3): see `access-rule.ts`. */
export type { AccessRule } from './access-rule';

/**
 * What a route shows. Generic pages name a config file (`schemas/forms/NAME.json`, `schemas/tables/NAME.json`,
 * ...); bespoke screens are lazy chunks. There is no "coming soon" kind: every route shows a real page, and
 * `config:check` refuses one whose file is missing.
 */
export type PageSpec =
  | { kind: 'screen'; load: () => Promise<ScreenModule> }
  | { kind: 'form' | 'table' | 'detail' | 'wizard'; name: string }
  | { kind: 'redirect'; to: string };

/** Route middleware names (spec A §6); any other name is a configuration error and a 500 at run time. */
export const MIDDLEWARE = ['auth', 'check-auth', 'permission'] as const;
export type Middleware = (typeof MIDDLEWARE)[number];

/**
 * One page of the dashboard. The NAME follows the path: its segments joined by `-`, params by their name
 * without `:` and `?`, `_` kept, `/` is `index` (`/debit-cards/:slug/settings` → `debit-cards-slug-settings`).
 *
 * @example
 * {
 *   name: 'mass-payouts',
 *   path: '/mass-payouts',
 *   layout: 'default',
 *   page: wizard('mass-payouts'),
 *   access: { userTypes: ['business'], roles: ['create-payout'], featureAccess: 'payout', needsOnboarding: true },
 *   help: 'mass-payouts',
 * }
 */
export interface RouteConfig {
  /** Stable name used by menus, links and redirects (`href('send-money')`). */
  name: string;
  /** react-router path pattern, e.g. `/accounts/:slug`, `/business-profile/:id?`. */
  path: string;
  layout: LayoutName;
  page: PageSpec;
  access?: AccessRule;
  /** FAQ help code for the help panel. */
  help?: string;
  /** A 401 on this route does not force a logout (spec A §8 exempt list, see `EXEMPT_401_FAMILIES`). */
  exempt401?: boolean;
  /**
   * Middleware run before the page (spec A §6): `auth` (a signed-in user is needed), `check-auth` (the page
   * shows who is signed in, if anyone), `permission` (the access rule). Defaults follow from `access` (see
   * `routeMiddleware`); any other name is a configuration error and a 500 at run time. The access rule is
   * always checked, whatever the list says (deny by default).
   */
  middleware?: readonly string[];
}

/**
 * A bespoke screen's chunk: the component, and the catalogue namespaces it draws with, when it names them.
 * The router starts those texts as soon as the chunk is in, rather than when the screen first renders and
 * finds them missing (a round trip later on a phone).
 */
export interface ScreenModule {
  default: unknown;
  textNamespaces?: readonly string[];
}

/** A lazily loaded bespoke screen: its own chunk. */
export const screen = (load: () => Promise<ScreenModule>): PageSpec => ({ kind: 'screen', load });
/** A form page rendered from `schemas/forms/NAME.json`. */
export const form = (name: string): PageSpec => ({ kind: 'form', name });
/** A list page rendered from `schemas/tables/NAME.json`. */
export const table = (name: string): PageSpec => ({ kind: 'table', name });
/** A single-record page rendered from a detail config. */
export const detail = (name: string): PageSpec => ({ kind: 'detail', name });
/** A multi-step page rendered from a wizard config. */
export const wizard = (name: string): PageSpec => ({ kind: 'wizard', name });
/** Sends the visitor on to another route, by name. */
export const redirect = (to: string): PageSpec => ({ kind: 'redirect', to });

/** Keeps literal names so `href` can type-check them. */
export const defineRoutes = <const T extends readonly RouteConfig[]>(routes: T): T => routes;

/**
 * Route-name families whose pages a 401 does not sign out (spec A §8). A family is a name and every name that
 * starts with it and a dash: `qr` covers `qr-code` and `qr-code-set-amount`, `me` covers `me-slug`.
 */
export const EXEMPT_401_FAMILIES = [
  'auth-login',
  'auth-sign-up',
  'auth-reset',
  'auth-socials-callback',
  'activate',
  'preview-programs',
  'me',
  'pay-invoice-id',
  'pay-request-id',
  'money-tracker',
  'qr',
] as const;

/**
 * True when a route name belongs to a family (the name itself or the name and a dash).
 *
 * @example
 * inFamily('qr-code-select-country', 'qr'); // true
 * inFamily('mass-payouts', 'me'); // false
 */
export const inFamily = (name: string, family: string): boolean =>
  name === family || name.startsWith(`${family}-`);

/** True when a 401 on this route must not force a logout (spec A §8). */
export const isExempt401 = (name: string): boolean =>
  EXEMPT_401_FAMILIES.some((family) => inFamily(name, family));

/**
 * The middleware a route runs: its own list, or the one its access rule implies. A guest-only page needs to
 * know whether someone is signed in (`check-auth`); a signed-in page needs `auth`, and `permission` when its
 * rule asks more than a signed-in user; other public pages run none.
 *
 * @example
 * routeMiddleware({ access: { needsOnboarding: true } }); // ['auth', 'permission']
 * routeMiddleware({ access: { auth: false } }); // []
 */
export function routeMiddleware(route: Pick<RouteConfig, 'access' | 'middleware'>): readonly string[] {
  if (route.middleware) return route.middleware;
  const { auth, guestOnly, ...conditions } = route.access ?? {};
  if (guestOnly) return ['check-auth'];
  if (auth === false) return [];
  return Object.keys(conditions).length > 0 ? ['auth', 'permission'] : ['auth'];
}

/** `id?` → `id`. */
type ParamName<Segment extends string> = Segment extends `${infer Name}?` ? Name : Segment;
/** One path param: optional when written with `?`. */
type ParamOf<Segment extends string> = Segment extends `${infer Name}?`
  ? { [K in Name]?: string }
  : { [K in ParamName<Segment>]: string };
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? ParamOf<Param> & ParamsOf<Rest>
  : Path extends `${string}:${infer Param}`
    ? ParamOf<Param>
    : unknown;
/** The params object of a path pattern: `/qr/:code?/set-amount` → `{ code?: string }`. */
export type PathParams<Path extends string> = { [K in keyof ParamsOf<Path>]: ParamsOf<Path>[K] };
/** `href`'s arguments after the name: none for a path without required params, the params object otherwise. */
type ParamsArgs<Path extends string> =
  Record<string, never> extends PathParams<Path> ? [params?: PathParams<Path>] : [params: PathParams<Path>];

/**
 * Fills a path pattern: params are URL-encoded, a missing optional param drops its segment.
 *
 * @example
 * fillPath('/debit-cards/:slug/settings', { slug: 'crd_virtual_001' }); // '/debit-cards/crd_virtual_001/settings'
 * fillPath('/transfer/:id?'); // '/transfer'
 */
export function fillPath(path: string, params?: Readonly<Record<string, string | undefined>>): string {
  return (
    path
      .replace(/\/:([A-Za-z0-9_]+)(\??)/g, (_, key: string) => {
        const value = params?.[key];
        return value === undefined || value === '' ? '' : `/${encodeURIComponent(value)}`;
      })
      .replace(/\/+$/, '') || '/'
  );
}

/** Builds the typed `href(name, params)` for a route list. A wrong name or missing param is a type error. */
export function createHref<const T extends readonly RouteConfig[]>(routes: T) {
  const byName = new Map(routes.map((route) => [route.name, route.path]));
  return function href<N extends T[number]['name']>(
    name: N,
    ...[params]: ParamsArgs<Extract<T[number], { name: N }>['path']>
  ): string {
    const path = byName.get(name);
    if (path === undefined) throw new Error(`Unknown route name "${name}"`);
    return fillPath(path, params as Readonly<Record<string, string | undefined>> | undefined);
  };
}

/**
 * What each matched route carries at runtime (`useMatches()[i].handle`, `router.state.matches`): the help
 * panel reads `help`, the API error policy reads `exempt401` and `layout` (webview routes answer the native app).
 */
export interface RouteHandle {
  name: string;
  layout: LayoutName;
  help: string | undefined;
  exempt401: boolean;
}
