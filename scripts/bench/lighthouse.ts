// Lighthouse performance scores (the `lighthouse` package in the system Chromium), desktop and mobile presets,
// median of LIGHTHOUSE_RUNS runs per page. Runs are interleaved: for each run index, every page of every app in
// turn (ours, then react-admin, then refine on the same screen), so machine noise hits all alike. Signed-in pages
// are measured as a visitor coming back: the app is signed in to first (its session cookie or localStorage kept),
// then the HTTP cache is emptied, so the page's scripts load as on a first visit.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { chromium, type Page } from '@playwright/test';

/** Runs per page and preset; the score is their median. */
export const LIGHTHOUSE_RUNS = 3;
const PRESETS = ['desktop', 'mobile'] as const;

export interface LighthouseTarget {
  /** 'ours' or a reference app's name. */
  app: string;
  /** The compared screen ('sign-in', 'transactions', 'send-money') or 'home' (ours only). */
  screen: string;
  base: string;
  path: string;
  /** Signs in first (signed-in pages only). */
  signIn?: (page: Page) => Promise<void>;
}

export interface LighthouseScore {
  app: string;
  screen: string;
  path: string;
  preset: 'desktop' | 'mobile';
  /** Median performance score of the runs, 0–100. */
  score: number;
  runs: number[];
  /** Largest Contentful Paint and Total Blocking Time of the median run, ms. */
  lcp: number;
  tbt: number;
  /** Whether the page was measured signed in. */
  signedIn: boolean;
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signIn(port: number, target: LighthouseTarget) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await target.signIn!(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

async function runOnce(chromePath: string, flags: string[], target: LighthouseTarget, preset: string) {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...flags] });
  try {
    if (target.signIn) await signIn(chrome.port, target);
    const result = await lighthouse(
      `${target.base}${target.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the session (and ours' demo backend worker); the cache was emptied above.
        disableStorageReset: Boolean(target.signIn),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${target.app} ${target.path}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    await chrome.kill();
  }
}

/** `targets` in the order they take turns: each screen's apps next to each other. */
export async function measureLighthouse(
  chromePath: string,
  flags: string[],
  targets: LighthouseTarget[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseScore[]> {
  const results = new Map<string, Run[]>();
  const key = (target: LighthouseTarget, preset: string) => `${target.app} ${target.path} ${preset}`;
  for (let run = 0; run < runs; run++) {
    for (const preset of PRESETS) {
      const line: string[] = [];
      for (const target of targets) {
        const result = await runOnce(chromePath, flags, target, preset);
        results.set(key(target, preset), [...(results.get(key(target, preset)) ?? []), result]);
        line.push(`${target.app} ${target.screen} ${result.score}`);
      }
      log(`  run ${run + 1}/${runs} ${preset}: ${line.join(', ')}`);
    }
  }
  return targets.flatMap((target) =>
    PRESETS.map((preset) => {
      const all = results.get(key(target, preset))!;
      const score = median(all.map((r) => r.score));
      const mid = all.find((r) => r.score === score)!;
      const { app, screen, path } = target;
      const runScores = all.map((r) => r.score);
      return {
        app,
        screen,
        path,
        preset,
        score,
        runs: runScores,
        lcp: mid.lcp,
        tbt: mid.tbt,
        signedIn: !!target.signIn,
      };
    }),
  );
}
