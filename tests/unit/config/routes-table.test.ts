// The route table of routes.config.ts against spec A §2 / spec B §2 and its own invariants.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EXEMPT_401_FAMILIES,
  inFamily,
  MIDDLEWARE,
  routeMiddleware,
  type RouteConfig,
} from '@/config/routes';
import { routes } from '../../../routes.config';

const list: readonly RouteConfig[] = routes;
const byName = new Map(list.map((route) => [route.name, route]));
const byPath = new Map(list.map((route) => [route.path, route]));
const rule = (name: string) => byName.get(name)?.access ?? {};
const namesWhere = (test: (route: RouteConfig) => boolean) =>
  list
    .filter(test)
    .map((route) => route.name)
    .sort();

/** Every path the two specs list, written as react-router patterns ({id?} → :id?). */
// prettier-ignore
const SPEC_PATHS = [
  // spec A §2 wallet
  '/transactions', '/send-money', '/convert-money', '/request-money', '/add-money', '/add_money',
  '/manage-card', '/manage-card/add', '/debit-cards', '/debit-cards/add', '/debit-cards/:slug/settings',
  '/debit-cards/:slug/transactions', '/mass-payouts', '/auto-withdrawal', '/withdrawal', '/business/withdrawal',
  '/accounts/add', '/accounts/:slug', '/my-accounts', '/virtual-account', '/virtual-account/:slug',
  '/money-tracker/:slug?',
  // spec A §2 settings and account
  '/account-settings', '/business-profile', '/business-profile/:id?', '/personal-profile', '/sub-accounts',
  '/sub-accounts/create', '/my-contacts', '/my-contacts/add', '/my-contacts/new', '/my-contacts/:slug',
  '/my-contacts/business/:slug', '/settings/connected-platforms', '/settings/connected-sellers', '/me',
  '/me/:slug', '/verification', '/verification-phone-number', '/kyc_verification', '/activate', '/invite',
  '/support', '/chat-and-support', '/', '/business/home',
  // spec A §2 authentication
  '/auth/login', '/auth/logout', '/auth/sign-up', '/auth/reset', '/auth/connect', '/auth/oauth/authorize',
  '/auth/oauth/connect', '/auth/socials/callback',
  // webview
  '/mobile-webview/receiving-method', '/mobile-webview/receiving-method/v2', '/mobile-webview/receiving-method/v3',
  // spec B §2 processing
  '/processing', '/processing/overview', '/processing/business-model', '/processing/onboarding',
  '/processing/integration', '/processing/integration/simulation-authorize/:id?',
  '/processing/integration/test-mode', '/processing/payment-methods', '/processing/qr-payments',
  '/processing/qr-payments/dynamic-qr', '/processing/qr-payments/make-stickers', '/processing/widget-creator/:id?',
  '/processing/reports/settlements', '/processing/reports/transactions', '/processing/tokidoki/subscriptions',
  '/processing/tokidoki/transactions',
  // spec B §2 invoices
  '/invoices', '/invoices/:slug', '/invoices/builder', '/invoices/builder/:slug', '/invoices/business-templates',
  '/invoices/business-templates/create', '/invoices/business-templates/:slug', '/invoices/discounts',
  '/invoices/discounts/create', '/invoices/discounts/:slug', '/invoices/products', '/invoices/products/create',
  '/invoices/products/:slug', '/invoices/products/preview/:slug', '/invoices/taxes', '/invoices/taxes/create',
  '/invoices/taxes/:slug', '/pay/invoice/:id?',
  // spec B §2 events
  '/manage-events', '/manage-events/create', '/manage-events/onboarding', '/manage-events/:slug?',
  '/manage-events/:id?/advanced-settings', '/attendees', '/check-in', '/scan-qr', '/attendee/:slug?',
  '/booking/:slug',
  // payer QR, transfer links, circles, virtual accounts
  '/qr/:code', '/qr/:code?/select-country', '/qr/:code?/set-amount', '/transfer/:id?', '/circles', '/circles/:id',
  '/circle/:slug', '/open_ach_account', '/open_virtual_iban', '/paybybanque', '/paybybanque/:status',
  // other
  '/preview-programs/:slug', '/randomizer/:slug', '/smarttv', '/link', '/ui-kit', '/business/:slug?',
  '/:organizer/:id?',
  // spec B §2 names the legacy migration screens but no path: /migration is ours (docs/assumptions.md)
  '/migration',
  // issue 26: request money's pay link (the handler always answered /pay/request/{id}) and its list
  '/pay/request/:id', '/request-money/requests',
];

/** The naming rule, restated independently of the config check. */
const ruleName = (path: string) =>
  path === '/'
    ? 'index'
    : path
        .slice(1)
        .split('/')
        .map((segment) => segment.replace(/^:/, '').replace(/\?$/, ''))
        .join('-');

describe('routes.config.ts covers both specs', () => {
  it.each(SPEC_PATHS)('has %s', (path) => expect(byPath.has(path)).toBe(true));

  it('has no route the specs do not list', () => {
    expect(list.map((route) => route.path).filter((path) => !SPEC_PATHS.includes(path))).toEqual([]);
  });
});

describe('route table invariants', () => {
  it('names and paths are unique', () => {
    expect(new Set(list.map((route) => route.name)).size).toBe(list.length);
    expect(new Set(list.map((route) => route.path)).size).toBe(list.length);
  });

  it.each(list.map((route) => [route.path, route.name]))('%s is named %s by the rule', (path, name) => {
    expect(name).toBe(ruleName(path));
  });

  it('the organizer catch-all is last and the only route matching any first segment', () => {
    expect(list.at(-1)?.path).toBe('/:organizer/:id?');
    expect(list.filter((route) => route.path.startsWith('/:'))).toHaveLength(1);
  });

  it('every middleware named is known', () => {
    const known: readonly string[] = MIDDLEWARE;
    for (const route of list) expect(routeMiddleware(route).filter((m) => !known.includes(m))).toEqual([]);
  });

  it('redirects name existing routes; add_money goes to add-money with the same rule', () => {
    for (const route of list) {
      if (route.page.kind === 'redirect') expect(byName.has(route.page.to)).toBe(true);
    }
    expect(byName.get('add_money')?.page).toEqual({ kind: 'redirect', to: 'add-money' });
    expect(rule('add_money')).toEqual(rule('add-money'));
  });

  it('every framed dashboard page has a help code', () => {
    const missing = namesWhere((r) => r.layout === 'default' && r.page.kind !== 'redirect' && !r.help);
    expect(missing).toEqual([]);
  });

  it('every route has an English title for its page', () => {
    const en = JSON.parse(readFileSync('locales/en/routes.json', 'utf8')) as {
      titles: Record<string, string>;
    };
    expect(Object.keys(en.titles).sort()).toEqual(list.map((route) => route.name).sort());
  });

  it('the dashboard frame is only for signed-in pages (it shows the signed-in user)', () => {
    expect(
      namesWhere((r) => r.layout === 'default' && (r.access?.auth === false || !!r.access?.guestOnly)),
    ).toEqual([]);
  });
});

describe('401 policy (spec A §8)', () => {
  it.each(EXEMPT_401_FAMILIES)('family %s has at least one route', (family) => {
    expect(list.some((route) => inFamily(route.name, family))).toBe(true);
  });

  it('exactly the routes of the exempt families are exempt', () => {
    const inExempt = (r: RouteConfig) => EXEMPT_401_FAMILIES.some((family) => inFamily(r.name, family));
    expect(namesWhere((r) => r.exempt401 === true)).toEqual(namesWhere(inExempt));
    expect(namesWhere(inExempt)).toEqual([
      'activate',
      'auth-login',
      'auth-reset',
      'auth-sign-up',
      'auth-socials-callback',
      'me',
      'me-slug',
      'money-tracker-slug',
      'pay-invoice-id',
      'pay-request-id',
      'preview-programs-slug',
      'qr-code',
      'qr-code-select-country',
      'qr-code-set-amount',
    ]);
  });
});

describe('access rules (spec A §6, spec B §6)', () => {
  it('guest-only: login, sign-up and reset', () => {
    expect(namesWhere((r) => r.access?.guestOnly === true)).toEqual([
      'auth-login',
      'auth-reset',
      'auth-sign-up',
    ]);
  });

  it('public pages', () => {
    expect(namesWhere((r) => r.access?.auth === false)).toEqual([
      'auth-connect',
      'auth-logout',
      'auth-oauth-connect',
      'auth-socials-callback',
      'booking-slug',
      'business-slug',
      'circle-slug',
      'me-slug',
      'organizer-id',
      'pay-invoice-id',
      'pay-request-id',
      'preview-programs-slug',
      'qr-code',
      'qr-code-select-country',
      'qr-code-set-amount',
      'transfer-id',
    ]);
  });

  it('onboarding: send-money, mass-payouts, convert-money, add-money, auto-withdrawal, business model', () => {
    expect(namesWhere((r) => r.access?.needsOnboarding === true)).toEqual([
      'add-money',
      'add_money',
      'auto-withdrawal',
      'convert-money',
      'mass-payouts',
      'processing-business-model',
      'send-money',
    ]);
  });

  it('beta: debit-cards-add and virtual accounts', () => {
    expect(namesWhere((r) => r.access?.beta === true)).toEqual([
      'debit-cards-add',
      'virtual-account',
      'virtual-account-slug',
    ]);
  });

  it('entity features: convert, add_money, payout', () => {
    const withFeature = (feature: string) => namesWhere((r) => r.access?.entityFeature === feature);
    expect(withFeature('convert')).toEqual(['convert-money']);
    expect(withFeature('add_money')).toEqual(['add-money', 'add_money']);
    expect(withFeature('payout')).toEqual([
      'auto-withdrawal',
      'business-withdrawal',
      'mass-payouts',
      'withdrawal',
    ]);
    expect(withFeature('add_account')).toEqual(['accounts-add']);
  });

  it('feature flags: payout on mass-payouts, invoicing on every invoice page, ticketing on events', () => {
    expect(rule('mass-payouts').featureAccess).toBe('payout');
    const invoicePages = namesWhere((r) => r.name.startsWith('invoices'));
    expect(invoicePages.length).toBeGreaterThan(15);
    for (const name of invoicePages) expect(rule(name).featureAccess).toBe('invoicing_enabled');
    for (const name of [
      'manage-events',
      'manage-events-slug',
      'attendees',
      'check-in',
      'scan-qr',
      'attendee-slug',
    ])
      expect(rule(name).featureAccess).toBe('ticketing_enabled');
  });

  it.each([
    ['transactions', 'view-transaction'],
    ['mass-payouts', 'create-payout'],
    ['withdrawal', 'view-withdrawal'],
    ['processing-tokidoki-subscriptions', 'view-subscription'],
    ['business-profile', 'business-profile'],
    ['sub-accounts', 'view-sub-account'],
    ['processing-reports-settlements', 'view-payout'],
    ['processing-reports-transactions', 'view-transaction'],
  ])('sub-merchants need %s → %s', (name, role) => {
    expect(rule(name).roles).toContain(role);
  });

  it('business only: processing, sub-accounts, business pages, mass payouts, request money', () => {
    const business = namesWhere((r) => r.access?.userTypes?.join() === 'business');
    for (const name of ['request-money', 'mass-payouts', 'auto-withdrawal', 'sub-accounts', 'business-home'])
      expect(business).toContain(name);
    for (const route of list.filter((r) => r.path.startsWith('/processing')))
      expect(business).toContain(route.name);
  });

  it('personal only: stored cards and verification', () => {
    for (const name of ['manage-card', 'manage-card-add', 'verification'])
      expect(rule(name).userTypes).toEqual(['personal']);
  });

  it('hidden from entity 3: cards, virtual accounts, Pay by Banque', () => {
    expect(namesWhere((r) => r.access?.hiddenForEntities?.includes(3) === true)).toEqual([
      'activate',
      'debit-cards',
      'debit-cards-add',
      'debit-cards-slug-settings',
      'debit-cards-slug-transactions',
      'open_ach_account',
      'open_virtual_iban',
      'paybybanque',
      'paybybanque-status',
      'virtual-account',
      'virtual-account-slug',
    ]);
  });
});
