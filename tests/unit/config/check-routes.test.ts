import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/config/check-problem';
import { checkRoutes, expectedRouteName } from '@/config/check-routes';
import type { AccessRule } from '@/config/access-rule';
import { form, redirect, screen, table, type RouteConfig } from '@/config/routes';

const load = () => Promise.resolve({ default: null });
const route = (patch: Partial<RouteConfig> & Pick<RouteConfig, 'name' | 'path'>): RouteConfig => ({
  layout: 'default',
  page: screen(load),
  ...patch,
});
const GOOD: RouteConfig[] = [
  route({ name: 'index', path: '/' }),
  route({ name: 'send-money', path: '/send-money', access: { needsOnboarding: true } }),
  route({ name: 'auth-login', path: '/auth/login', layout: 'minimal', access: { guestOnly: true } }),
  route({ name: 'organizer-id', path: '/:organizer/:id?', access: { auth: false } }),
];
/** A config as product staff might mistype it: the types say it cannot happen, the check says what is wrong. */
const broken = (value: unknown) => value as RouteConfig;
const rule = (value: unknown) => value as AccessRule;

const messages = (routes: readonly RouteConfig[]) =>
  checkRoutes(routes, { schemaFiles: new Set(['schemas/forms/send-money.json']) }).map(
    (p) => `${p.severity}: ${formatProblem(p)}`,
  );
/** The good routes with one replaced or added before the catch-all. */
const withRoute = (extra: RouteConfig) => [...GOOD.slice(0, -1), extra, GOOD.at(-1) as RouteConfig];

describe('expectedRouteName: the naming rule', () => {
  it.each([
    ['/', 'index'],
    ['/send-money', 'send-money'],
    ['/accounts/add', 'accounts-add'],
    ['/accounts/:slug', 'accounts-slug'],
    ['/business-profile/:id?', 'business-profile-id'],
    ['/debit-cards/:slug/settings', 'debit-cards-slug-settings'],
    ['/processing/reports/settlements', 'processing-reports-settlements'],
    ['/pay/invoice/:id?', 'pay-invoice-id'],
    ['/add_money', 'add_money'],
    ['/mobile-webview/receiving-method/v2', 'mobile-webview-receiving-method-v2'],
    ['/:organizer/:id?', 'organizer-id'],
  ])('%s → %s', (path, name) => expect(expectedRouteName(path)).toBe(name));
});

describe('checkRoutes', () => {
  it('finds nothing wrong in a good route list', () => {
    expect(messages(GOOD)).toEqual([]);
  });

  it.each<[string, RouteConfig[], string]>([
    [
      'a duplicate name',
      withRoute(route({ name: 'send-money', path: '/send-money-again' })),
      'error: routes.config.ts › route "send-money": the name "send-money" is used twice; every route needs its own name.',
    ],
    [
      'a duplicate path, whatever its params are called',
      [
        route({ name: 'accounts-slug', path: '/accounts/:slug' }),
        route({ name: 'accounts-code', path: '/accounts/:code' }),
      ],
      'error: routes.config.ts › route "accounts-code": path "/accounts/:code" is already used by route "accounts-slug".',
    ],
    [
      'a name that breaks the naming rule',
      withRoute(route({ name: 'cards-settings', path: '/debit-cards/:slug/settings' })),
      'error: routes.config.ts › route "cards-settings": the name does not follow the naming rule: path "/debit-cards/:slug/settings" must be named "debit-cards-slug-settings".',
    ],
    [
      'a catch-all that is not last',
      [GOOD.at(-1) as RouteConfig, ...GOOD.slice(0, -1)],
      'error: routes.config.ts › route "organizer-id": path "/:organizer/:id?" catches every address, so it must be the last route in the file.',
    ],
    [
      'an unknown layout',
      withRoute(
        route({ name: 'support', path: '/support', layout: broken('minmal') as unknown as 'minimal' }),
      ),
      'error: routes.config.ts › route "support": layout "minmal" does not exist. Did you mean "minimal"?',
    ],
    [
      'an unknown page kind',
      withRoute(
        route({
          name: 'support',
          path: '/support',
          page: broken({ page: { kind: 'tabel', name: 'x' } }).page,
        }),
      ),
      'error: routes.config.ts › route "support": page kind "tabel" does not exist. Did you mean "table"? Write the page as screen(...), form("name"), table("name"), detail("name"), wizard("name") or redirect("route-name").',
    ],
    [
      'an unknown middleware',
      withRoute(route({ name: 'support', path: '/support', middleware: ['permision'] })),
      'error: routes.config.ts › route "support": middleware "permision" does not exist. Did you mean "permission"?',
    ],
    [
      'a redirect to a route that does not exist',
      withRoute(route({ name: 'add_money', path: '/add_money', page: redirect('add-mony') })),
      'error: routes.config.ts › route "add_money": redirects to route "add-mony", which does not exist.',
    ],
    [
      'a misspelt route field',
      withRoute(broken({ ...route({ name: 'support', path: '/support' }), acess: {} })),
      'error: routes.config.ts › route "support": field "acess" does not exist. Did you mean "access"?',
    ],
  ])('reports %s', (_, routes, expected) => {
    expect(messages(routes)).toEqual(expect.arrayContaining([expected]));
  });

  it.each<[string, RouteConfig, string]>([
    [
      'a redirect to itself',
      route({ name: 'support', path: '/support', page: redirect('support') }),
      'redirects to itself.',
    ],
    [
      'a path without a leading slash',
      route({ name: 'support', path: 'support' }),
      'path "support" must start with "/".',
    ],
    [
      'a route without a name',
      route({ name: '', path: '/support' }),
      'the route for path "/support" needs a name.',
    ],
  ])('reports %s', (_, extra, expected) => {
    const [message] = messages(withRoute(extra));
    expect(message).toMatch(/^error: routes\.config\.ts › route /);
    expect(message).toContain(`: ${expected}`);
  });

  it('suggests the closest route for a misspelt redirect', () => {
    const routes = withRoute(route({ name: 'add_money', path: '/add_money', page: redirect('sned-money') }));
    expect(messages(routes)).toContain(
      'error: routes.config.ts › route "add_money": redirects to route "sned-money", which does not exist. Did you mean "send-money"?',
    );
  });

  it.each<[string, RouteConfig['access'], string]>([
    [
      'user type',
      rule({ userTypes: ['personel'] }),
      'user type "personel" does not exist. Did you mean "personal"?',
    ],
    [
      'role',
      rule({ roles: ['view-payouts'] }),
      'role "view-payouts" does not exist. Did you mean "view-payout"?',
    ],
    [
      'entity feature',
      rule({ entityFeature: 'addmoney' }),
      'entity feature "addmoney" does not exist. Did you mean "add_money"?',
    ],
    [
      'feature flag',
      rule({ featureAccess: 'ticketing' }),
      'feature flag "ticketing" does not exist. Did you mean "ticketing_enabled"?',
    ],
    [
      'rule field',
      rule({ needsOnbording: true }),
      'field "needsOnbording" does not exist. Did you mean "needsOnboarding"?',
    ],
    ['value type', rule({ beta: 'yes' }), '"beta" must be true or false.'],
  ])('reports an unknown %s in an access rule', (_, access, expected) => {
    const routes = withRoute(route({ name: 'support', path: '/support', access }));
    expect(messages(routes)).toContain(`error: routes.config.ts › route "support": access rule: ${expected}`);
  });

  it('reports a rule no one can ever meet', () => {
    const routes = withRoute(
      route({ name: 'support', path: '/support', access: { guestOnly: true, userTypes: ['business'] } }),
    );
    expect(messages(routes)).toContain(
      'error: routes.config.ts › route "support": no user can ever open this page: its access rule contradicts itself (e.g. "guestOnly" with "userTypes").',
    );
  });

  it('refuses a generic page whose schema file does not exist', () => {
    const routes = withRoute(
      route({ name: 'transactions', path: '/transactions', page: table('transactions') }),
    );
    expect(messages(routes)).toEqual([
      'error: routes.config.ts › route "transactions": the table page needs the file schemas/tables/transactions.json, which does not exist: write it, or point the route at a page that exists.',
    ]);
  });

  it('refuses a "coming soon" page: a placeholder is not a page', () => {
    const routes = withRoute(
      route({ name: 'invite', path: '/invite', page: { kind: 'placeholder', feature: 'invite' } as never }),
    );
    expect(messages(routes)).toEqual([
      'error: routes.config.ts › route "invite": a placeholder is not a page: build the screen (screen(...)) or write its file (form, table, detail or wizard), or leave the route out until it exists.',
    ]);
  });

  it('accepts a generic page whose schema file exists', () => {
    const routes = withRoute(route({ name: 'send-money', path: '/send-money', page: form('send-money') }));
    expect(messages([GOOD[0] as RouteConfig, ...routes.slice(2)])).toEqual([]);
  });
});
