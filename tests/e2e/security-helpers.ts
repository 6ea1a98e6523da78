// Shared by the security specs: a watch on CSP violations and on the XSS sentinel, a scan of the DOM for
// anything that could run a script, and payloads planted in the demo backend's store.
import { expect, type Page } from '@playwright/test';
import { DEFAULT_SEED } from '../../src/mocks/store/random';
import { SNAPSHOT_VERSION } from '../../src/mocks/store/persistence';
import { generateSeed } from '../../src/mocks/store/seed/seed-all';
import { SENTINEL } from './security-payloads';
import { TAB_ID_KEY } from '../../src/mocks/tab-channel';
import { TAB_DB, type SavedTab } from '../../src/mocks/worker/tab-store';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  /** Where the script that caused the report runs (1-based line and column, as the event gives them). */
  source: string;
  line: number;
  column: number;
}

interface Watched {
  __cspViolations: Violation[];
  __xssHits: number[];
}

export interface PageWatch {
  violations: () => Promise<Violation[]>;
}

/**
 * Before the app runs (every document): records the CSP violations the page reports and defines the sentinel
 * the payloads call. The console is read too, for reports from frames and from documents since replaced.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const fromConsole: Violation[] = [];
  page.on('console', (message) => {
    if (!/Content Security Policy/i.test(message.text())) return;
    const { url, lineNumber, columnNumber } = message.location();
    // The console counts lines and columns from 0.
    const directive = /directive:?\s*["']?([a-z-]+)/i.exec(message.text())?.[1] ?? 'unknown';
    const inline = /inline event handler/i.test(message.text()) ? 'script-src-attr' : directive;
    fromConsole.push({
      directive: inline,
      blocked: '',
      sample: message.text().slice(0, 160),
      source: url,
      line: lineNumber + 1,
      column: columnNumber + 1,
    });
  });
  await page.addInitScript((sentinel) => {
    const w = window as unknown as Watched & Record<string, unknown>;
    w.__cspViolations = [];
    w.__xssHits = [];
    w[sentinel] = (n: number) => w.__xssHits.push(n);
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        w.__cspViolations.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: event.sourceFile,
          line: event.lineNumber,
          column: event.columnNumber,
        }),
      true,
    );
  }, SENTINEL);
  const sources = new Map<string, Promise<string>>();
  const sourceOf = (url: string) => {
    let text = sources.get(url);
    if (!text) {
      text = page.request.get(url).then((response) => (response.ok() ? response.text() : ''));
      sources.set(url, text);
    }
    return text;
  };
  /**
   * Chromium reports an inline handler (and a <base>) as soon as markup carrying one is parsed in the page, even
   * in an inert document that never runs it: DOMPurify's own parse of hostile FAQ HTML is reported, though
   * DOMPurify then drops what it reports. Only reports from a file of DOMPurify's code that holds no React DOM
   * are let through; one from React's innerHTML (markup that got past the sanitizer into the page) or from
   * anywhere else fails the test. Should a build ever put both in one chunk, every such report fails it.
   */
  const sanitizerParse = async (violation: Violation) => {
    if (!['script-src-attr', 'base-uri'].includes(violation.directive)) return false;
    if (!violation.source.startsWith('http')) return false;
    const text = await sourceOf(violation.source);
    return text.includes('uponSanitizeAttribute') && !text.includes('dangerouslySetInnerHTML');
  };
  return {
    violations: async () => {
      const inPage = await page.evaluate(() => (window as unknown as Watched).__cspViolations);
      const all = [...inPage, ...fromConsole];
      const kept: Violation[] = [];
      for (const violation of all) if (!(await sanitizerParse(violation))) kept.push(violation);
      return kept;
    },
  };
}

/** Fails when a payload called the sentinel or the browser reported a CSP violation. */
export async function expectNothingRan(page: Page, watch: PageWatch): Promise<void> {
  const hits = await page.evaluate(() => (window as unknown as Watched).__xssHits);
  expect(hits, 'payloads that ran').toEqual([]);
  expect(await watch.violations(), 'CSP violations').toEqual([]);
}

/**
 * Records every cookie string the page's scripts write (document.cookie), attributes included: the browser's
 * cookie jar cannot tell an explicit SameSite=Lax from none at all (Chromium then defaults to Lax, others may
 * not), the written string can.
 */
export async function recordCookieWrites(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cookieWrites: string[] };
    w.__cookieWrites = [];
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!native?.get || !native.set) return;
    const { get, set } = native;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return get.call(this) as string;
      },
      set(value: string) {
        w.__cookieWrites.push(value);
        set.call(this, value);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites);
}

/** Elements under `selector` that could run a script: handlers, script URLs, scripts, frames, objects. */
export function dangerInPage(page: Page, selector = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'];
    // Browsers ignore leading spaces and controls, and tabs and newlines anywhere, in a URL: drop them all.
    const scriptUrl = (value: string) =>
      /^(javascript|vbscript):/i.test([...value].filter((char) => char.charCodeAt(0) > 0x20).join(''));
    for (const scope of document.querySelectorAll(root)) {
      for (const element of scope.querySelectorAll('*')) {
        const tag = element.localName;
        if (['script', 'object', 'embed', 'base', 'meta'].includes(tag)) found.push(`<${tag}>`);
        if (tag === 'iframe' && element.hasAttribute('srcdoc')) found.push('<iframe srcdoc>');
        for (const { name, value } of Array.from(element.attributes)) {
          if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
          if (urlAttributes.includes(name.toLowerCase()) && scriptUrl(value)) found.push(`${tag}[${name}]`);
        }
      }
    }
    return found;
  }, selector);
}

type Rows = ReturnType<typeof generateSeed>['data'];
export type Changes = { [N in keyof Rows]?: Rows[N] };

/** The seed's rows, to plant payloads into copies of them. */
export const seedRows = (): Rows => generateSeed(DEFAULT_SEED).data;

/**
 * Plants rows in the demo backend before the app starts, as if the server had stored them: the tab's saved store
 * in the demo worker's IndexedDB (src/mocks/worker/tab-store.ts), which the worker reads on the tab's first call.
 * Data the API's own validation would refuse, which is the point — the screens must be safe whatever the server
 * sends. Opens a file of the app's origin to write it, before the app runs.
 */
export async function plantRows(page: Page, changes: Changes): Promise<void> {
  const collections = Object.fromEntries(
    Object.entries(changes).map(([name, upserts]) => [name, { upserts, removed: [] }]),
  );
  const snapshot = JSON.stringify({ version: SNAPSHOT_VERSION, seed: DEFAULT_SEED, collections });
  await page.goto('/favicon.svg');
  await page.evaluate(
    async ({ snapshot, tabKey, database }) => {
      const tab = crypto.randomUUID();
      sessionStorage.setItem(tabKey, tab);
      const open = indexedDB.open(database.name, database.version);
      open.onupgradeneeded = () => open.result.createObjectStore(database.store);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const saved: SavedTab = { snapshot, touched: Date.now() };
      const put = db.transaction(database.store, 'readwrite').objectStore(database.store).put(saved, tab);
      await new Promise((resolve, reject) => {
        put.onsuccess = resolve;
        put.onerror = () => reject(put.error);
      });
      db.close();
    },
    { snapshot, tabKey: TAB_ID_KEY, database: TAB_DB },
  );
}
