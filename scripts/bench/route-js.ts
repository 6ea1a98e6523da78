// JS per route: each page opened in Chromium as the first demo account allowed on it, with the HTTP cache off,
// and every script it loads until the network settles counted at its gzip size. What a first visit downloads.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { RouteConfig } from '../../src/config/routes';
import { routeCell } from '../../src/config/permission-matrix';
import { pathOf } from '../../tests/e2e/route-helpers';
import type { DemoColumn } from '../demo-subjects';
import type { Chunks } from './chunks';
import { SCREENS, type BenchApp, type Screen } from './screens';

export interface RouteJs {
  route: string;
  path: string;
  /** The demo account the page was opened as ('signed out' for a visitor). */
  as: string;
  /** Where the page ended (a gate may send the visitor on). */
  landed: string;
  /** gzip bytes of the app's own scripts. */
  app: number;
  /** gzip bytes of the scripts only a demo build loads (the sign-in page's demo accounts list). */
  demo: number;
  files: number;
  /**
   * The sign-in page only: the app's scripts it loads in the 8 s after its network settled (work deferred
   * until the page has settled: the fingerprint library, the analytics sender), gzip bytes, not in `app`.
   */
  later?: { bytes: number; files: string[] };
  /** Each app script it loaded with its gzip bytes, largest first (kept in the report for the compared screens and the heaviest route). */
  scripts?: ScriptSize[];
}

export interface ScriptSize {
  file: string;
  bytes: number;
}

/** The JS one of the compared screens loads in one app (ours or a reference app of bench/peers). */
export interface ScreenJs {
  app: string;
  screen: Screen;
  path: string;
  landed: string;
  /** gzip bytes of the scripts loaded until the network settled (for ours, the app's own: `RouteJs.app`). */
  bytes: number;
  files: number;
  scripts: ScriptSize[];
}

/** How long a page must show no spinner and send no request before its scripts are counted. */
const QUIET_MS = 700;

/** How long the sign-in page is watched after it settled, for the scripts it defers. */
const LATER_MS = 8000;

/** Who opens a route: the first column of the permission matrix allowed on it. */
export function openerOf(route: RouteConfig, columns: readonly DemoColumn[]): DemoColumn | undefined {
  return columns.find((column) => routeCell(route, column.subject) === 'allow');
}

async function signedInContext(browser: Browser, base: string, email?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('demo:startup-dialogs', 'off'));
  if (!email) return context;
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.close();
  return context;
}

async function measure(
  context: BrowserContext,
  base: string,
  path: string,
  chunks: Chunks,
  watchLater = false,
) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const files = new Set<string>();
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    lastRequestAt = Date.now();
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      files.add(url.pathname.slice(1));
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 20_000 }).catch(() => undefined);
  // 'networkidle' (half a second without a request) can come before a page has drawn what it is for: a new tab's
  // demo backend takes a second or two to seed before it answers, and a form page's engine starts once the
  // session has answered and the heading has painted. The page is counted once no spinner has shown and no
  // request has gone out for QUIET_MS.
  const givenUpAt = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() < givenUpAt) {
    const busy = await page
      .evaluate(() => document.querySelector('.animate-spin') !== null)
      .catch(() => false);
    if (busy) quietSince = Date.now();
    if (Date.now() - Math.max(quietSince, lastRequestAt) >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  const landedAt = new URL(page.url());
  const landed = landedAt.pathname + landedAt.hash;
  const settled = new Set(files);
  if (watchLater) await page.waitForTimeout(LATER_MS);
  await page.close();
  const lateFiles = [...files].filter(
    (file) => (!settled.has(file) || chunks.afterSettled.has(file)) && !chunks.demoOnly.has(file),
  );
  for (const file of lateFiles) files.delete(file);
  let app = 0;
  let demo = 0;
  for (const file of files) {
    if (chunks.demoOnly.has(file)) demo += chunks.gzip(file);
    else app += chunks.gzip(file);
  }
  const later = watchLater
    ? { later: { bytes: lateFiles.reduce((sum, file) => sum + chunks.gzip(file), 0), files: lateFiles } }
    : {};
  const scripts = [...files]
    .filter((file) => !chunks.demoOnly.has(file))
    .map((file) => ({ file, bytes: chunks.gzip(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { landed, app, demo, files: files.size, scripts, ...later };
}

export async function measureRoutes(
  browser: Browser,
  base: string,
  routes: readonly RouteConfig[],
  columns: readonly DemoColumn[],
  chunks: Chunks,
  log: (line: string) => void,
): Promise<RouteJs[]> {
  const results: RouteJs[] = [];
  const contexts = new Map<string, BrowserContext>();
  for (const route of routes) {
    if (route.page.kind === 'redirect') continue;
    const opener = openerOf(route, columns);
    if (!opener) continue;
    let context = contexts.get(opener.label);
    if (!context) {
      context = await signedInContext(browser, base, opener.email);
      contexts.set(opener.label, context);
    }
    const path = pathOf(route);
    const { scripts, ...measured } = await measure(context, base, path, chunks, route.name === 'auth-login');
    const result: RouteJs = {
      route: route.name,
      path,
      as: opener.label,
      ...measured,
      scripts,
    };
    log(`  ${route.name.padEnd(48)} ${(result.app / 1024).toFixed(1).padStart(6)} KB  (${opener.label})`);
    results.push(result);
  }
  for (const context of contexts.values()) await context.close();
  return results;
}

/** Ours on the compared screens, from its routes' figures. */
export function oursScreens(app: BenchApp, routes: readonly RouteJs[]): ScreenJs[] {
  return SCREENS.flatMap((screen) => {
    const route = routes.find((r) => r.path === app.paths[screen]);
    if (!route) return [];
    const { path, landed, app: bytes, files, scripts = [] } = route;
    return [{ app: app.name, screen, path, landed, bytes, files, scripts }];
  });
}

/**
 * A reference app on the compared screens: the sign-in page signed out, the others after signing in through its
 * form, each in a fresh page with the HTTP cache off, every script counted until the network settles.
 */
export async function measureScreens(
  browser: Browser,
  app: BenchApp,
  chunks: Chunks,
  log: (line: string) => void,
): Promise<ScreenJs[]> {
  const results: ScreenJs[] = [];
  const signedOut = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const signedIn = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page: Page = await signedIn.newPage();
  await app.signIn(page);
  await page.close();
  for (const screen of SCREENS) {
    const path = app.paths[screen];
    const context = screen === 'sign-in' ? signedOut : signedIn;
    const { landed, app: bytes, files, scripts } = await measure(context, app.base, path, chunks);
    results.push({ app: app.name, screen, path, landed, bytes, files, scripts });
    log(`  ${`${app.name} ${screen}`.padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  (${landed})`);
  }
  await signedOut.close();
  await signedIn.close();
  return results;
}

/** Drops the script lists the report does not need: all but the given paths' and the heaviest route's. */
export function keepScriptsOf(routes: RouteJs[], paths: ReadonlySet<string>): void {
  const heaviest = [...routes].sort((a, b) => b.app - a.app)[0];
  for (const route of routes) if (route !== heaviest && !paths.has(route.path)) delete route.scripts;
}
