// Lighthouse performance scores (the `lighthouse` package in the system Chromium), desktop and mobile presets,
// median of 3 runs per page. Signed-in pages are measured as personal@ coming back: the session cookie is set
// by signing in first, then the HTTP cache is emptied, so the page's scripts load as on a first visit.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';

export interface LighthouseScore {
  path: string;
  preset: 'desktop' | 'mobile';
  /** Median performance score of the runs, 0–100. */
  score: number;
  runs: number[];
  /** Largest Contentful Paint and Total Blocking Time of the median run, ms. */
  lcp: number;
  tbt: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signIn(port: number, base: string, email: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  await context.addInitScript(() => localStorage.setItem('demo:startup-dialogs', 'off'));
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

export async function measureLighthouse(
  chromePath: string,
  flags: string[],
  base: string,
  pages: { path: string; signedInAs?: string }[],
  log: (line: string) => void,
): Promise<LighthouseScore[]> {
  const scores: LighthouseScore[] = [];
  for (const { path, signedInAs } of pages) {
    for (const preset of ['desktop', 'mobile'] as const) {
      const results: { score: number; lcp: number; tbt: number }[] = [];
      for (let run = 0; run < 3; run++) {
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...flags] });
        try {
          if (signedInAs) await signIn(chrome.port, base, signedInAs);
          const result = await lighthouse(
            `${base}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              // Keeps the session cookie (and the demo backend's worker); the cache was emptied above.
              disableStorageReset: Boolean(signedInAs),
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
          results.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          });
        } finally {
          await chrome.kill();
        }
      }
      const score = median(results.map((r) => r.score));
      const mid = results.find((r) => r.score === score)!;
      scores.push({ path, preset, score, runs: results.map((r) => r.score), lcp: mid.lcp, tbt: mid.tbt });
      log(`  ${path.padEnd(16)} ${preset.padEnd(8)} ${score} (${results.map((r) => r.score).join(', ')})`);
    }
  }
  return scores;
}
