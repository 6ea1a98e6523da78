// JS per route: each page opened in Chromium as the first demo account allowed on it, with the HTTP cache off,
// and every script it loads until the network settles counted at its gzip size. What a first visit downloads.
import type { Browser, BrowserContext } from '@playwright/test';
import type { RouteConfig } from '../../src/config/routes';
import { routeCell } from '../../src/config/permission-matrix';
import { pathOf } from '../../tests/e2e/route-helpers';
import type { DemoColumn } from '../demo-subjects';
import type { Chunks } from './chunks';

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
}

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
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      files.add(url.pathname.slice(1));
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 20_000 }).catch(() => undefined);
  const landed = new URL(page.url()).pathname;
  const settled = new Set(files);
  if (watchLater) await page.waitForTimeout(LATER_MS);
  await page.close();
  const lateFiles = [...files].filter((file) => !settled.has(file) && !chunks.demoOnly.has(file));
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
  return { landed, app, demo, files: files.size, ...later };
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
    const result = {
      route: route.name,
      path,
      as: opener.label,
      ...(await measure(context, base, path, chunks, route.name === 'auth-login')),
    };
    log(`  ${route.name.padEnd(48)} ${(result.app / 1024).toFixed(1).padStart(6)} KB  (${opener.label})`);
    results.push(result);
  }
  for (const context of contexts.values()) await context.close();
  return results;
}
