// bench/budgets.json against a run's figures: one line per budget, met or missed.
import type { RouteJs } from './route-js';
import type { TableTimings, TypingTimings } from './interactions';
import type { LighthouseScore } from './lighthouse';

export interface Budgets {
  js: { loginPageKb: number; firstLoadKb: number; lazyChunkKb: number };
  table: { firstRowsMs: number; sortMs: number; rowsInDom: number };
  typing: { keyToPaintMs: number; keyToMessageMs: number; leaveToMessageMs: number };
  lighthouse: { desktopMin: number; mobileMin: number };
}

export interface Check {
  name: string;
  value: number;
  budget: number;
  unit: 'KB' | 'ms' | 'rows' | 'points';
  /** A floor rather than a ceiling (a score). */
  atLeast?: boolean;
  ok: boolean;
  detail?: string;
}

export interface Figures {
  routes: RouteJs[];
  /** The largest lazy chunk (not loaded by the entry itself), gzip bytes. */
  largestChunk: { file: string; bytes: number };
  /** gzip bytes of the demo backend's service worker script (fetched once, by the worker; no page counts it). */
  demoWorker?: number;
  table?: TableTimings;
  typing?: TypingTimings;
  lighthouse?: LighthouseScore[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const check = (name: string, value: number, budget: number, unit: Check['unit'], detail?: string): Check => ({
  name,
  value,
  budget,
  unit,
  ok: value <= budget,
  ...(detail !== undefined && { detail }),
});
const floor = (name: string, value: number, budget: number): Check => ({
  name,
  value,
  budget,
  unit: 'points',
  atLeast: true,
  ok: value >= budget,
});

export function checkBudgets(budgets: Budgets, figures: Figures): Check[] {
  const login = figures.routes.find((r) => r.route === 'auth-login');
  const largest = [...figures.routes].sort((a, b) => b.app - a.app)[0];
  const checks: Check[] = [];
  if (login) checks.push(check('JS of the login page', kb(login.app), budgets.js.loginPageKb, 'KB'));
  if (largest)
    checks.push(
      check(
        'JS of the first load of any route (the largest)',
        kb(largest.app),
        budgets.js.firstLoadKb,
        'KB',
        largest.path,
      ),
    );
  checks.push(
    check(
      'Largest lazy chunk',
      kb(figures.largestChunk.bytes),
      budgets.js.lazyChunkKb,
      'KB',
      figures.largestChunk.file,
    ),
  );
  if (figures.table) {
    const t = figures.table;
    checks.push(
      check('10,000-row table: first rows drawn', Math.round(t.firstRows), budgets.table.firstRowsMs, 'ms'),
    );
    checks.push(check('10,000-row table: sort by a column', Math.round(t.sort), budgets.table.sortMs, 'ms'));
    checks.push(check('10,000-row table: rows in the DOM', t.rowsInDom, budgets.table.rowsInDom, 'rows'));
  }
  if (figures.typing) {
    const t = figures.typing;
    checks.push(
      check(
        'Largest form: key press to character drawn',
        Math.round(t.keyToPaint),
        budgets.typing.keyToPaintMs,
        'ms',
      ),
    );
    checks.push(
      check(
        'Largest form: key press to message (600 ms pause included)',
        Math.round(t.keyToMessage),
        budgets.typing.keyToMessageMs,
        'ms',
      ),
    );
    checks.push(
      check(
        'Largest form: leaving the field to message',
        Math.round(t.leaveToMessage),
        budgets.typing.leaveToMessageMs,
        'ms',
      ),
    );
  }
  for (const score of figures.lighthouse ?? [])
    checks.push(
      floor(
        `Lighthouse performance, ${score.preset}: ${score.path} (median of ${score.runs.length})`,
        score.score,
        score.preset === 'desktop' ? budgets.lighthouse.desktopMin : budgets.lighthouse.mobileMin,
      ),
    );
  return checks;
}
