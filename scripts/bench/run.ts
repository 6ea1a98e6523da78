#!/usr/bin/env tsx
// `npm run bench`: builds the demo app and the reference apps of bench/peers (react-admin, refine), serves each
// with `vite preview`, measures them in the system Chromium and writes bench/report.md and bench/report.json.
// Exits 1 when a budget of bench/budgets.json is missed.
// `--skip-build` reuses bench/.dist (and each peer's dist when it exists); `--only js|table|typing|lighthouse|peers`
// runs one part (`peers`: the three compared screens of ours and each peer, JS and Lighthouse); `--no-peers` leaves
// the reference apps out; `--runs N` sets the Lighthouse runs per page (default LIGHTHOUSE_RUNS; 0 skips Lighthouse).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { routes } from '../../routes.config';
import { pathOf } from '../../tests/e2e/route-helpers';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { demoColumns } from '../demo-subjects';
import { checkBudgets, type Budgets, type Figures } from './budgets';
import { DEMO_WORKER_FILE, readChunks, readDist } from './chunks';
import { measureTable, measureTyping } from './interactions';
import { LIGHTHOUSE_RUNS, measureLighthouse, type LighthouseTarget } from './lighthouse';
import { countFields, largestForm } from './largest-form';
import { peerApps, peerVersions, preparePeers, servePeers } from './peers';
import { peerRows, writeReport } from './report';
import { keepScriptsOf, measureRoutes, measureScreens, oursScreens } from './route-js';
import { OURS_HOME, SCREENS, oursApp } from './screens';
import { serve } from './serve';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'bench', '.dist');
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://localhost:${PORT}`;
const flag = (name: string) => process.argv.includes(name);
const option = (name: string) => (flag(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = option('--only');
const wants = (part: string) => !only || only === part;
const runs = Number(option('--runs') ?? LIGHTHOUSE_RUNS);
const withPeers = !flag('--no-peers') && (wants('peers') || wants('lighthouse'));
const skipBuild = flag('--skip-build');
/** The machine's 1-minute load average when the run started: a busy machine lowers every Lighthouse score. */
const loadAtStart = loadavg()[0]!;

if (!skipBuild) {
  console.log('Building the demo app into bench/.dist …');
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--manifest', '--emptyOutDir', '--outDir', DIST],
    { stdio: 'inherit', cwd: ROOT },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const ours = oursApp(BASE);
const peers = withPeers ? peerApps(PORT + 1) : [];
if (withPeers) preparePeers(peers, { skipBuild });

const servers = [
  await serve(
    'npx',
    ['vite', 'preview', '--port', String(PORT), '--strictPort', '--outDir', DIST],
    ROOT,
    BASE,
  ),
  ...(withPeers ? await servePeers(peers) : []),
];
/** Before each part: every server still answers (restarted if not). */
const ensureServers = () => Promise.all(servers.map((server) => server.ensure()));
const stop = () => servers.forEach((server) => server.stop());

const budgets = JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8')) as Budgets;
const chunks = readChunks(DIST);
const chromePath = findChromium()!;
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
const largest = chunks.lazy
  .map((file) => ({ file, bytes: chunks.gzip(file) }))
  .sort((a, b) => b.bytes - a.bytes)[0] ?? { file: '', bytes: 0 };
const figures: Figures = { routes: [], largestChunk: largest, demoWorker: chunks.gzip(DEMO_WORKER_FILE) };
const log = (line: string) => console.log(line);
const screenPaths = new Set(SCREENS.map((screen) => ours.paths[screen]));
try {
  if (wants('js')) {
    console.log('JS per route (gzip, app scripts):');
    figures.routes = await measureRoutes(browser, BASE, routes, demoColumns(), chunks, log);
    keepScriptsOf(figures.routes, screenPaths);
  }
  if (withPeers && wants('peers')) {
    await ensureServers();
    console.log('JS of the compared screens (gzip), ours and the reference apps:');
    // Ours: its routes' figures, measured here for the three screens alone when the routes were not.
    const oursRoutes = wants('js')
      ? figures.routes
      : await measureRoutes(
          browser,
          BASE,
          routes.filter((route) => screenPaths.has(pathOf(route))),
          demoColumns(),
          chunks,
          log,
        );
    figures.screens = oursScreens(ours, oursRoutes);
    for (const peer of peers)
      figures.screens.push(...(await measureScreens(browser, peer, readDist(join(peer.dir, 'dist')), log)));
    figures.peerVersions = peerVersions();
  }
  if (wants('table')) await ensureServers();
  if (wants('table')) figures.table = await measureTable(browser, BASE);
  if (wants('typing')) {
    // The typing timings are taken on the event form (/manage-events/create): say so when another form has
    // grown larger than it.
    const measured = 'schemas/forms/event-new.json';
    const fields = countFields(JSON.parse(readFileSync(join(ROOT, measured), 'utf8')).schema);
    const largest = largestForm(ROOT);
    if (largest.fields > fields)
      console.warn(
        `Note: ${largest.file} (${largest.fields} fields) is now the largest form; measure it instead.`,
      );
    figures.typing = { ...(await measureTyping(browser, BASE)), form: measured, fields };
  }
  if (runs > 0 && (wants('lighthouse') || (withPeers && only === 'peers'))) {
    // Each screen's apps take turns (ours, then each peer); ours' home page is measured alone.
    const targets: LighthouseTarget[] = [];
    for (const screen of SCREENS) {
      for (const app of [ours, ...peers]) {
        const signIn = screen === 'sign-in' ? {} : { signIn: app.signIn };
        targets.push({ app: app.name, screen, base: app.base, path: app.paths[screen], ...signIn });
      }
      if (screen === 'sign-in' && only !== 'peers')
        targets.push({ app: 'ours', screen: 'home', base: BASE, path: OURS_HOME, signIn: ours.signIn });
    }
    await ensureServers();
    console.log(`Lighthouse (performance, ${runs} runs interleaved):`);
    figures.lighthouse = await measureLighthouse(chromePath, CHROMIUM_ARGS, targets, runs, log);
  }
} finally {
  await browser.close();
  stop();
}

const checks = checkBudgets(budgets, figures);
const load = `load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`;
const machine = `${cpus().length} cores, Node ${process.versions.node}, ${load}`;
writeReport(join(ROOT, 'bench'), figures, checks, machine);
console.log('\nBudgets:');
for (const c of checks)
  console.log(
    `  ${c.ok ? '✔' : '✘'} ${c.name}: ${c.value} ${c.unit} (budget ${c.atLeast ? '≥' : '≤'} ${c.budget} ${c.unit})` +
      `${c.detail ? ` [${c.detail}]` : ''}${c.costs ? `\n      largest scripts: ${c.costs}` : ''}`,
  );
const table = peerRows(figures);
if (table.rows.length > 0) {
  const head = ['', 'ours', ...table.apps, ...table.apps.map((app) => `ours ÷ ${app}`)];
  console.log('\nOurs and the reference apps (same run):');
  for (const row of [head, ...table.rows])
    console.log(
      `  ${row[0]!.padEnd(44)}${row
        .slice(1)
        .map((cell) => cell.padStart(20))
        .join('')}`,
    );
}
console.log('\nWrote bench/report.md and bench/report.json.');
process.exit(checks.every((c) => c.ok) ? 0 : 1);
