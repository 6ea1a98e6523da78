// Shared by routes.spec.ts and gates.spec.ts: sign in once per persona, move around inside the app.
import { existsSync, readFileSync } from 'node:fs';
import { BASE } from './base-url';
import { expect, type Page } from '@playwright/test';
import { fillPath, type RouteConfig } from '../../src/config/routes';
import { routes } from '../../routes.config';
import { createDb } from '../../src/mocks/store/db';
import { PERSONAS } from '../../src/mocks/store/personas';

export const ROUTES: readonly RouteConfig[] = routes;

/** English page titles, to check a page shows its real title and not a raw key. */
export const TITLES = (
  JSON.parse(readFileSync('locales/en/routes.json', 'utf8')) as { titles: Record<string, string> }
).titles;

/** Demo ids of the contract (/tmp/brief/contract.md "Fixed demo ids") for every route with params. */
const PARAMS: Record<string, Record<string, string>> = {
  'debit-cards-slug-settings': { slug: 'crd_virtual_001' },
  'debit-cards-slug-transactions': { slug: 'crd_virtual_001' },
  'accounts-slug': { slug: 'USD' },
  'virtual-account-slug': { slug: 'va_001' },
  'money-tracker-slug': { slug: 'USD' },
  'me-slug': { slug: 'sofia_marquez' },
  'processing-integration-simulation-authorize-id': { id: 'ptx_000001' },
  'processing-widget-creator-id': { id: 'wv_001' },
  'business-profile-id': { id: 'bp_001' },
  'invoices-builder-slug': { slug: 'inv_0001' },
  'invoices-business-templates-slug': { slug: 'tpl_001' },
  'invoices-discounts-slug': { slug: 'dsc_001' },
  'invoices-products-slug': { slug: 'prd_001' },
  'invoices-products-preview-slug': { slug: 'prd_001' },
  'invoices-taxes-slug': { slug: 'tax_001' },
  'invoices-slug': { slug: 'inv_0001' },
  'pay-invoice-id': { id: 'INV-2026-0001' },
  'pay-request-id': { id: 'PRW5H9C2L' },
  'manage-events-slug': { slug: 'summer-fest' },
  'manage-events-id-advanced-settings': { id: 'evt_001' },
  'attendee-slug': { slug: 'atd_0001' },
  'booking-slug': { slug: 'bkg_0001' },
  'qr-code': { code: 'QR00001' },
  'qr-code-select-country': { code: 'QR00001' },
  'qr-code-set-amount': { code: 'QR00001' },
  'transfer-id': { id: 'TL10000001' },
  'circles-id': { id: 'cir_001' },
  'circle-slug': { slug: 'cir_001' },
  'my-contacts-slug': { slug: 'ct_0001' },
  'my-contacts-business-slug': { slug: 'ct_0001' },
  'paybybanque-status': { status: 'success' },
  'preview-programs-slug': { slug: 'wgt_001' },
  'randomizer-slug': { slug: 'summer-fest' },
  'business-slug': { slug: 'sofia-marquez' },
  'organizer-id': { organizer: 'sofia_marquez', id: 'evt_001' },
};

/** The demo account whose records the fixed demo ids above mostly are. */
const OWNER = 'merchant@demo.test';

/**
 * Demo ids that are another account's own, replaced for `email` by one of its own records: opening someone
 * else's card or contact is a 404 (a page that fails, not the page to check).
 */
function ownParams(route: RouteConfig, email: string): Record<string, string> | undefined {
  if (email === OWNER && route.name.startsWith('debit-cards-slug-')) return { slug: 'crd_virtual_003' };
  if (email !== OWNER && (route.name === 'my-contacts-slug' || route.name === 'my-contacts-business-slug')) {
    const persona = PERSONAS.find((p) => p.email === email);
    const own = persona && createDb().forUser(persona.id).contacts.all()[0]?.id;
    if (!own) throw new Error(`${email} has no contact in the demo store`);
    return { slug: own };
  }
  return undefined;
}

/**
 * The URL to open a route at, with every param (optional ones too) filled from the demo ids — as `email` (if
 * given) sees them: its own card or contact where the fixed id is another account's.
 */
export function pathOf(route: RouteConfig, email?: string | null): string {
  const params = (email && ownParams(route, email)) || PARAMS[route.name] || {};
  const missing = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '').filter((name) => !params[name]);
  if (missing.length > 0)
    throw new Error(`tests/e2e/route-helpers.ts: give route "${route.name}" a ${missing.join(', ')}`);
  return fillPath(route.path, params);
}

/**
 * Opens the login page and, unless `email` is null, signs in with the demo account's one-click button. With
 * `to`, the login page carries it as `continue`, so the app goes straight there after signing in (one page load
 * instead of home and then a second full load). `landsOn` is for a `to` that sends the person on at once.
 */
export async function signIn(
  page: Page,
  email: string | null,
  to?: string,
  landsOn: RegExp | undefined = to ? urlOf(to) : undefined,
): Promise<void> {
  await page.goto(to ? `/auth/login?continue=${encodeURIComponent(to)}` : '/auth/login');
  if (email === null) {
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  if (landsOn) {
    await expect(page).toHaveURL(landsOn);
    await expect(page.getByRole('button', { name: /^Sign in as / })).toHaveCount(0);
    return;
  }
  await expect(page).toHaveURL(/\/$/);
  // The login page stays on screen while home loads: wait for home, or a click may land on the old page.
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sign in as / })).toHaveCount(0);
}

/** Opens the account menu and picks Sign out (startup dialogs are off in these specs: playwright.config.ts). */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}

/**
 * Moves to `path` inside the running app, as a link would (a history entry and a popstate the router
 * follows): the gates and lazy pages run exactly as on a click, without reloading the app for every route.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** The page a route shows: the placeholder card with its title, or the bespoke screen's heading. */
export async function expectRoutePage(page: Page, name: string): Promise<void> {
  const bespoke: Record<string, string> = {
    index: 'Accounts overview',
    'auth-login': 'Sign in to your account',
    'auth-sign-up': 'Create your account',
    'auth-reset': 'Reset your password',
    // Opened without provider data, the callback says so.
    'auth-socials-callback': 'Social sign-in did not work',
  };
  const heading = bespoke[name];
  if (heading) {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    return;
  }
  if (ROUTES.find((route) => route.name === name)?.page.kind === 'screen') {
    // Any other bespoke screen (payer QR, transfer link, invoice builder, ...) shows its own heading, not the
    // error page; what it shows is each screen's own spec's business.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toHaveCount(
      0,
    );
    return;
  }
  const card = page.locator(`[data-route-name="${name}"]`);
  await expect(card).toBeVisible();
  const title = fileTitle(name);
  if (title) {
    // A form or table route whose schemas file exists shows it, titled by the file.
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(title);
    return;
  }
  if (hasSchemaFile(name, 'detail')) {
    // A detail page's heading is its record (an invoice number) or, for a summary, the file's title.
    await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);
    return;
  }
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(TITLES[name] ?? `missing title ${name}`);
  await expect(card.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
}

/** The generic page kinds whose files live in `schemas/<kind>s/NAME.json`. */
type FileKind = 'form' | 'table' | 'detail' | 'wizard';

/** The schemas file a route's generic page renders, when it is written. */
export function schemaFileOf(routeName: string, kind: FileKind): string | undefined {
  const spec = ROUTES.find((route) => route.name === routeName)?.page;
  if (spec?.kind !== kind) return undefined;
  const path = `schemas/${kind}s/${spec.name}.json`;
  return existsSync(path) ? path : undefined;
}

const hasSchemaFile = (routeName: string, kind: FileKind) => schemaFileOf(routeName, kind) !== undefined;

/** The English text of a key (`namespace:dotted.key`). */
export function englishText(key: string): string {
  const [namespace = '', path = ''] = key.split(':');
  const texts = JSON.parse(readFileSync(`locales/en/${namespace}.json`, 'utf8')) as Record<string, unknown>;
  const text = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  return typeof text === 'string' ? text : `missing text ${key}`;
}

/** The English title of the form, table or wizard a route renders, when its schemas file exists. */
function fileTitle(routeName: string): string | undefined {
  const path =
    schemaFileOf(routeName, 'form') ?? schemaFileOf(routeName, 'table') ?? schemaFileOf(routeName, 'wizard');
  if (!path) return undefined;
  return englishText((JSON.parse(readFileSync(path, 'utf8')) as { title: string }).title);
}

/** An absolute-URL matcher for a path, query string allowed. */
export const urlOf = (path: string) =>
  new RegExp(`^${BASE}${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);
