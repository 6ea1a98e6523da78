// bench/budgets.json against a run's figures: one line per budget, met or missed. A missed JS budget says what the
// page's largest scripts are, so the report tells what costs what.
import type { RouteJs, ScreenJs } from './route-js';
import type { TableTimings, TypingTimings } from './interactions';
import type { LighthouseScore } from './lighthouse';
import { SCREENS } from './screens';

export interface Budgets {
  js: { signInKb: number; transactionsKb: number; firstLoadKb: number; lazyChunkKb: number };
  /** Ours against the reference apps of bench/peers, in the same run. */
  peers: {
    /** Ours' JS on each compared screen at most this share of the peer's, by peer name. */
    jsRatioMax: Record<string, number>;
    /** Ours' Lighthouse score at least every peer's on the same screen and preset. */
    lighthouseAtLeastPeers: boolean;
  };
  table: { firstRowsMs: number; sortMs: number; rowsInDom: number };
  typing: { keyToPaintMs: number; keyToMessageMs: number; leaveToMessageMs: number };
  lighthouse: { desktopMin: number; mobileSignedOutMin: number; mobileSignedInMin: number };
}

export interface Check {
  name: string;
  value: number;
  budget: number;
  unit: 'KB' | 'ms' | 'rows' | 'points' | '×';
  /** A floor rather than a ceiling (a score). */
  atLeast?: boolean;
  ok: boolean;
  detail?: string;
  /** For a missed budget: what the figure is made of. */
  costs?: string;
}

export interface Figures {
  routes: RouteJs[];
  /** The largest lazy chunk (not loaded by the entry itself), gzip bytes. */
  largestChunk: { file: string; bytes: number };
  /** gzip bytes of the demo backend's service worker script (fetched once, by the worker; no page counts it). */
  demoWorker?: number;
  /** The compared screens' JS, ours and each reference app's. */
  screens?: ScreenJs[];
  /** The reference apps' package versions, as installed in bench/peers. */
  peerVersions?: Record<string, string>;
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
const floor = (name: string, value: number, budget: number, detail?: string): Check => ({
  name,
  value,
  budget,
  unit: 'points',
  atLeast: true,
  ok: value >= budget,
  ...(detail !== undefined && { detail }),
});
/** The largest scripts of a page, for a missed budget. */
const costs = (scripts: { file: string; bytes: number }[] = []) =>
  scripts
    .slice(0, 6)
    .map((s) => `${s.file} ${kb(s.bytes)} KB`)
    .join(', ');
const withCosts = (c: Check, scripts?: { file: string; bytes: number }[]): Check =>
  c.ok || !scripts ? c : { ...c, costs: costs(scripts) };

function jsChecks(budgets: Budgets, figures: Figures): Check[] {
  const ours = (screen: string) => figures.screens?.find((s) => s.app === 'ours' && s.screen === screen);
  const route = (name: string, path: string) =>
    figures.routes.find((r) => r.route === name || r.path === path);
  const checks: Check[] = [];
  const signIn = route('auth-login', '/auth/login');
  const signInBytes = signIn?.app ?? ours('sign-in')?.bytes;
  if (signInBytes !== undefined)
    checks.push(
      withCosts(
        check('JS of the sign-in page', kb(signInBytes), budgets.js.signInKb, 'KB', '/auth/login'),
        signIn?.scripts ?? ours('sign-in')?.scripts,
      ),
    );
  const list = figures.routes.find((r) => r.path === '/transactions');
  const listBytes = list?.app ?? ours('transactions')?.bytes;
  if (listBytes !== undefined)
    checks.push(
      withCosts(
        check(
          'JS of the transactions first load',
          kb(listBytes),
          budgets.js.transactionsKb,
          'KB',
          '/transactions',
        ),
        list?.scripts ?? ours('transactions')?.scripts,
      ),
    );
  const largest = [...figures.routes].sort((a, b) => b.app - a.app)[0];
  if (largest)
    checks.push(
      withCosts(
        check(
          'JS of the first load of any route (the largest)',
          kb(largest.app),
          budgets.js.firstLoadKb,
          'KB',
          largest.path,
        ),
        largest.scripts,
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
  return checks;
}

function peerJsChecks(budgets: Budgets, screens: ScreenJs[]): Check[] {
  const checks: Check[] = [];
  for (const [peer, ratio] of Object.entries(budgets.peers.jsRatioMax))
    for (const screen of SCREENS) {
      const ours = screens.find((s) => s.app === 'ours' && s.screen === screen);
      const theirs = screens.find((s) => s.app === peer && s.screen === screen);
      if (!ours || !theirs) continue;
      const c = check(
        `JS of ${screen}: ours ÷ ${peer}`,
        Math.round((ours.bytes / theirs.bytes) * 100) / 100,
        ratio,
        '×',
        `${kb(ours.bytes)} KB vs ${kb(theirs.bytes)} KB`,
      );
      checks.push(withCosts(c, ours.scripts));
    }
  return checks;
}

function lighthouseChecks(budgets: Budgets, scores: LighthouseScore[]): Check[] {
  const checks: Check[] = [];
  const ours = scores.filter((s) => s.app === 'ours');
  for (const score of ours) {
    const min =
      score.preset === 'desktop'
        ? budgets.lighthouse.desktopMin
        : score.signedIn
          ? budgets.lighthouse.mobileSignedInMin
          : budgets.lighthouse.mobileSignedOutMin;
    checks.push(
      floor(
        `Lighthouse performance, ${score.preset}: ${score.path} (median of ${score.runs.length})`,
        score.score,
        min,
        `LCP ${score.lcp} ms, TBT ${score.tbt} ms`,
      ),
    );
  }
  if (!budgets.peers.lighthouseAtLeastPeers) return checks;
  for (const score of ours)
    for (const peer of scores.filter(
      (s) => s.app !== 'ours' && s.screen === score.screen && s.preset === score.preset,
    ))
      checks.push(
        floor(
          `Lighthouse ${score.preset}, ${score.screen}: ours ≥ ${peer.app}`,
          score.score,
          peer.score,
          `LCP ${score.lcp} vs ${peer.lcp} ms, TBT ${score.tbt} vs ${peer.tbt} ms`,
        ),
      );
  return checks;
}

export function checkBudgets(budgets: Budgets, figures: Figures): Check[] {
  const checks = jsChecks(budgets, figures);
  if (figures.screens) checks.push(...peerJsChecks(budgets, figures.screens));
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
  if (figures.lighthouse) checks.push(...lighthouseChecks(budgets, figures.lighthouse));
  return checks;
}
