// The accessibility sweep (issue 9 item 2): which routes a demo account may open, decided by the same rules the
// app runs, and an axe scan of a page that fails, readably, on serious or critical violations only.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { routeCell } from '../../src/config/permission-matrix';
import type { RouteConfig } from '../../src/config/routes';
import { demoColumns } from '../../scripts/demo-subjects';
import { openInApp, pathOf, ROUTES, signIn, urlOf } from './route-helpers';

/** WCAG 2.0 and 2.1, levels A and AA: the bar. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The demo account whose records the contract's fixed demo ids are (route-helpers.ts PARAMS). */
const OWNER = 'merchant@demo.test';

/**
 * Public routes whose page loads data only a session may read: a visitor is sent to login (a 401), so the
 * page is not the visitor's; the owner of the demo ids scans it signed in.
 */
const SIGNED_IN_DATA = new Set(['booking-slug']);

const isGuestOnly = (route: RouteConfig) => route.access?.guestOnly === true;
const isPublic = (route: RouteConfig) => route.access?.auth === false || isGuestOnly(route);

/**
 * The routes `email` may open (null: the signed-out visitor), by the permission matrix's rule check
 * (`evaluate`, as the route gate). Left out, as not the account's page:
 * - redirect routes (they draw another route's page, scanned under that route);
 * - for a signed-in account, guest-only pages (it is sent home) and auth/logout (it would end the sweep's
 *   session; the visitor opens it and lands on login);
 * - for personal@ and arabic@, the public pages: the visitor scans them, and merchant@ (owner of the demo
 *   ids) scans them signed in, as they show a signed-in person's menu;
 * - for the visitor, the public pages of `SIGNED_IN_DATA`.
 */
export function routesOf(email: string | null): RouteConfig[] {
  const column = demoColumns().find((c) => (c.email ?? null) === email);
  if (!column) throw new Error(`no demo account ${email}`);
  const mine = (route: RouteConfig) => {
    if (route.page.kind === 'redirect') return false;
    if (email === null) return !SIGNED_IN_DATA.has(route.name);
    if (isGuestOnly(route) || route.name === 'auth-logout') return false;
    return email === OWNER || !isPublic(route);
  };
  return ROUTES.filter((route) => routeCell(route, column.subject) === 'allow' && mine(route));
}

/** One violation as a line a person can act on: rule, impact, help and the first targets. */
function describe(violation: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]): string {
  const targets = violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(' | ');
  const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
  return `${violation.id} [${violation.impact}] ${violation.help} — ${targets}${more}`;
}

/** Scans the page as it is and fails, naming `where`, on any serious or critical WCAG A/AA violation. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  // Legacy mode runs axe.run in the page (same-origin frames included) instead of runPartial per frame and
  // finishRun in a second, blank page opened for every scan; the app has no cross-origin frames to lose.
  const result = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  const blocking = result.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe);
  expect(blocking, `axe on ${where}`).toEqual([]);
}

/**
 * Waits until the page at `path` is drawn: the URL, the page's own marker (generic pages carry
 * `data-route-name`) or a level-1 heading the last page did not show (the router draws the next page in a
 * transition, after the URL changed), nothing busy, and no error page. Language-free, so the Arabic sweep
 * uses it too.
 */
async function waitForPage(page: Page, path: string, name: string): Promise<void> {
  await expect(page).toHaveURL(urlOf(path));
  const generic = page.locator(`[data-route-name="${name}"]`);
  const heading = page.locator('h1:not([data-a11y-seen])');
  await expect(generic.or(heading).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="status"]:has(.animate-spin)')).toHaveCount(0);
  await expect(page.locator('#status-title')).toHaveCount(0);
}

/**
 * `signIn`, without its wait for the English home heading (arabic@'s home is in Arabic): home's URL, the
 * login buttons gone and a heading drawn.
 */
export async function signInAnyLanguage(page: Page, email: string | null): Promise<void> {
  if (email === null) return signIn(page, null);
  await page.goto('/auth/login');
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await expect(page).toHaveURL(urlOf('/'));
  await expect(page.getByRole('button', { name: /^Sign in as / })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Marks the headings on screen, so `waitForPage` waits for the next page's own. */
const markHeadings = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-a11y-seen', '')));

/**
 * One test per route the account may open (a failure names the route): signed in once, each route opened
 * in-app, drawn, then scanned. `rtl` checks the account's pages are laid out right to left.
 */
export function a11ySweep(email: string | null, { rtl = false } = {}): void {
  test.describe(`axe, ${email ?? 'signed-out visitor'}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // AxeBuilder refuses the default context's pages; the config's `use` options still apply to this one.
      page = await (await browser.newContext()).newPage();
      await signInAnyLanguage(page, email);
      await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    });
    test.afterAll(async () => page.context().close());

    for (const route of routesOf(email)) {
      const path = pathOf(route, email);
      test(`${path} (${route.name})`, async () => {
        if (new URL(page.url()).pathname !== path) await markHeadings(page);
        await openInApp(page, path);
        if (route.name === 'auth-logout') {
          // Signs the visitor out (a no-op) and shows login, possibly the very page already on screen.
          await expect(page).toHaveURL(urlOf('/auth/login'));
        } else {
          await waitForPage(page, path, route.name);
        }
        await expectNoSeriousViolations(page, `${path} (${route.name})`);
      });
    }
  });
}

// Keyboard walks (keyboard*.spec.ts).

/** True when `target` holds the keyboard focus. */
const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times. */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** What the focused element is: its accessible-ish name, where it is, and whether a focus ring is drawn. */
export const focusedInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    const box = el?.getBoundingClientRect();
    const outline = style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style && style.boxShadow !== 'none';
    return {
      name: (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim(),
      id: el?.id ?? '',
      tag: el?.tagName ?? '',
      x: box?.x ?? 0,
      y: box?.y ?? 0,
      ring: Boolean(outline || shadow),
      inDialog: Boolean(el?.closest('dialog[open]')),
    };
  });

/** True when `texts` are in order (1: A to Z, -1: Z to A) and, if there are two or more, not all the same. */
export function sortedBy(texts: string[], direction: 1 | -1): boolean {
  const pairs = texts.slice(1).map((text, index) => direction * text.localeCompare(texts[index]!));
  return pairs.every((order) => order >= 0) && (pairs.length === 0 || pairs.some((order) => order > 0));
}

/** The focused control draws a focus ring: an outline of 2 px or more, or a box shadow (shadcn's ring). */
export async function expectFocusRing(page: Page): Promise<void> {
  const info = await focusedInfo(page);
  expect(info.ring, `a visible focus ring on ${info.tag} "${info.name}"`).toBe(true);
}
