/**
 * Checks `routes.config.ts`: unique names and paths, the naming rule, the catch-all last, known layouts, page
 * kinds and middleware, access rules, redirect targets and the schema files generic pages name. Pure: the
 * caller says which schema files exist.
 */
import { evaluate } from '@/access/evaluate';
import { accessRuleProblems } from './check-access-rule';
import { reporter, type Problem } from './check-problem';
import { EVERYONE, reachable } from './check-reach';
import { suggestion } from './did-you-mean';
import { MIDDLEWARE, type LayoutName, type PageSpec, type RouteConfig } from './routes';

export const ROUTES_FILE = 'routes.config.ts';

const LAYOUT_SET: Record<LayoutName, true> = {
  default: true,
  blank: true,
  minimal: true,
  webview: true,
  widget: true,
};
export const LAYOUTS = Object.keys(LAYOUT_SET) as LayoutName[];

type GenericKind = Extract<PageSpec, { name: string }>['kind'];
/** Where each generic page's file lives: `form('send-money')` → `schemas/forms/send-money.json`. */
export const SCHEMA_FOLDERS: Record<GenericKind, string> = {
  form: 'schemas/forms',
  table: 'schemas/tables',
  detail: 'schemas/details',
  wizard: 'schemas/wizards',
};
const PAGE_KIND_SET: Record<PageSpec['kind'], true> = {
  screen: true,
  form: true,
  table: true,
  detail: true,
  wizard: true,
  redirect: true,
};
const PAGE_KINDS = Object.keys(PAGE_KIND_SET);
const ROUTE_FIELD_SET: Record<keyof RouteConfig, true> = {
  name: true,
  path: true,
  layout: true,
  page: true,
  access: true,
  help: true,
  exempt401: true,
  middleware: true,
};
const ROUTE_FIELDS = Object.keys(ROUTE_FIELD_SET);

/**
 * The name a path must have: its segments joined by `-`, params by their name without `:` and `?`; `/` is
 * `index`.
 *
 * @example
 * expectedRouteName('/debit-cards/:slug/settings'); // 'debit-cards-slug-settings'
 * expectedRouteName('/:organizer/:id?'); // 'organizer-id'
 */
export function expectedRouteName(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '').replace(/\?$/, ''));
  return segments.length === 0 ? 'index' : segments.join('-');
}

/** A path that matches any first segment (`/:organizer/...` or `*`): it must come last. */
const isCatchAll = (path: string) => path === '*' || path.startsWith('/:') || path.startsWith('/*');
/** Two paths that match the same URLs, whatever their params are called. */
const pathShape = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, ':');

export interface RouteCheckOptions {
  /** Files under `schemas/`, relative to the project root, e.g. `schemas/forms/send-money.json`. */
  schemaFiles: ReadonlySet<string>;
}

/** Every problem of the route list, in file order. */
export function checkRoutes(routes: readonly RouteConfig[], options: RouteCheckOptions): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(ROUTES_FILE, problems);
  const names = routes.map((route) => route.name);
  const firstByName = new Map<string, number>();
  const firstByShape = new Map<string, RouteConfig>();

  routes.forEach((route, index) => {
    const label = typeof route.name === 'string' ? `route "${route.name}"` : `route #${index + 1}`;
    const here = at([label]);
    for (const field of Object.keys(route)) {
      if (!ROUTE_FIELDS.includes(field)) {
        here.error('unknown-field', `field "${field}" does not exist.${suggestion(field, ROUTE_FIELDS)}`);
      }
    }
    if (typeof route.path !== 'string' || !(route.path.startsWith('/') || route.path === '*')) {
      here.error('bad-path', `path ${JSON.stringify(route.path)} must start with "/".`);
      return;
    }
    if (typeof route.name !== 'string' || route.name === '') {
      here.error('missing-name', `the route for path "${route.path}" needs a name.`);
    } else if (firstByName.has(route.name)) {
      here.error('duplicate-name', `the name "${route.name}" is used twice; every route needs its own name.`);
    } else {
      firstByName.set(route.name, index);
      const expected = expectedRouteName(route.path);
      if (route.path !== '*' && route.name !== expected) {
        here.error(
          'naming-rule',
          `the name does not follow the naming rule: path "${route.path}" must be named "${expected}".`,
        );
      }
    }
    const twin = firstByShape.get(pathShape(route.path));
    if (twin) {
      here.error('duplicate-path', `path "${route.path}" is already used by route "${twin.name}".`);
    } else firstByShape.set(pathShape(route.path), route);
    if (isCatchAll(route.path) && index !== routes.length - 1) {
      here.error(
        'catch-all-not-last',
        `path "${route.path}" catches every address, so it must be the last route in the file.`,
      );
    }
    if (!(LAYOUTS as readonly string[]).includes(route.layout)) {
      here.error(
        'unknown-layout',
        `layout "${route.layout}" does not exist.${suggestion(route.layout, LAYOUTS)}`,
      );
    }
    for (const name of route.middleware ?? []) {
      if (!(MIDDLEWARE as readonly string[]).includes(name)) {
        here.error(
          'unknown-middleware',
          `middleware "${name}" does not exist.${suggestion(name, MIDDLEWARE)}`,
        );
      }
    }
    checkPage(route, names, options, (kind, message, severity = 'error', target) =>
      severity === 'note' ? here.note(kind, message, target) : here.error(kind, message),
    );
    const ruleProblems = accessRuleProblems(route.access);
    for (const message of ruleProblems) here.error('access-rule', `access rule: ${message}`);
    if (ruleProblems.length === 0 && !reachable(EVERYONE, (s) => evaluate(route.access, s).allow)) {
      here.error(
        'never-met',
        'no user can ever open this page: its access rule contradicts itself (e.g. "guestOnly" with "userTypes").',
      );
    }
  });
  return problems;
}

type Report = (kind: string, message: string, severity?: 'error' | 'note', target?: string) => void;

/** Said of a "coming soon" page, in routes.config.ts or when the file imports `placeholder`. */
export const PLACEHOLDER_REFUSED =
  'a placeholder is not a page: build the screen (screen(...)) or write its file (form, table, detail or wizard), or leave the route out until it exists.';

function checkPage(route: RouteConfig, names: readonly string[], options: RouteCheckOptions, report: Report) {
  const page = route.page as PageSpec | undefined;
  if (!page || typeof page !== 'object' || !PAGE_KINDS.includes(page.kind)) {
    const kind = String((page as { kind?: unknown } | undefined)?.kind);
    if (kind === 'placeholder') {
      report('placeholder-page', PLACEHOLDER_REFUSED);
      return;
    }
    report(
      'unknown-page-kind',
      `page kind "${kind}" does not exist.${suggestion(kind, PAGE_KINDS)} Write the page as screen(...), form("name"), table("name"), detail("name"), wizard("name") or redirect("route-name").`,
    );
    return;
  }
  if (page.kind === 'redirect') {
    if (!names.includes(page.to)) {
      const others = names.filter((name) => name !== route.name);
      const hint = suggestion(page.to, others, { list: false });
      report('unknown-route', `redirects to route "${page.to}", which does not exist.${hint}`);
    } else if (page.to === route.name) report('redirect-loop', 'redirects to itself.');
  } else if (page.kind in SCHEMA_FOLDERS && 'name' in page) {
    const file = `${SCHEMA_FOLDERS[page.kind]}/${page.name}.json`;
    if (!options.schemaFiles.has(file)) {
      report(
        'missing-schema',
        `the ${page.kind} page needs the file ${file}, which does not exist: write it, or point the route at a page that exists.`,
      );
    }
  }
}
