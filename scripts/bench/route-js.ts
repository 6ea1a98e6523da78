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
  /** gzip bytes of the embedded demo backend's scripts (not shipped with a real backend). */
  demo: number;
  files: number;
}

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

async function measure(context: BrowserContext, base: string, path: string, chunks: Chunks) {
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
  await page.close();
  let app = 0;
  let demo = 0;
  for (const file of files) {
    if (chunks.demoOnly.has(file)) demo += chunks.gzip(file);
    else app += chunks.gzip(file);
  }
  return { landed, app, demo, files: files.size };
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
      ...(await measure(context, base, path, chunks)),
    };
    log(`  ${route.name.padEnd(48)} ${(result.app / 1024).toFixed(1).padStart(6)} KB  (${opener.label})`);
    results.push(result);
  }
  for (const context of contexts.values()) await context.close();
  return results;
}
