#!/usr/bin/env tsx
// `npm run bench`: builds the demo app, serves it with `vite preview`, measures it in the system Chromium and
// writes bench/report.md and bench/report.json. Exits 1 when a budget of bench/budgets.json is missed.
// `--skip-build` reuses bench/.dist; `--only js|table|typing|lighthouse` runs one part.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { routes } from '../../routes.config';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { demoColumns } from '../demo-subjects';
import { checkBudgets, type Budgets, type Figures } from './budgets';
import { DEMO_WORKER_FILE, readChunks } from './chunks';
import { measureTable, measureTyping } from './interactions';
import { measureLighthouse } from './lighthouse';
import { countFields, largestForm } from './largest-form';
import { writeReport } from './report';
import { measureRoutes } from './route-js';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'bench', '.dist');
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://localhost:${PORT}`;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const wants = (part: string) => !only || only === part;

if (!process.argv.includes('--skip-build')) {
  console.log('Building the demo app into bench/.dist …');
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--manifest', '--emptyOutDir', '--outDir', DIST],
    {
      stdio: 'inherit',
      cwd: ROOT,
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--outDir', DIST], {
  cwd: ROOT,
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!);
  } catch {
    // already gone
  }
};
process.on('exit', stop);
for (let i = 0; i < 60; i++) {
  if (
    await fetch(BASE).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const budgets = JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8')) as Budgets;
const chunks = readChunks(DIST);
const chromePath = findChromium()!;
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
const largest = chunks.lazy
  .map((file) => ({ file, bytes: chunks.gzip(file) }))
  .sort((a, b) => b.bytes - a.bytes)[0] ?? { file: '', bytes: 0 };
const figures: Figures = { routes: [], largestChunk: largest, demoWorker: chunks.gzip(DEMO_WORKER_FILE) };
try {
  if (wants('js')) {
    console.log('JS per route (gzip, app scripts):');
    figures.routes = await measureRoutes(browser, BASE, routes, demoColumns(), chunks, (line) =>
      console.log(line),
    );
  }
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
  if (wants('lighthouse')) {
    console.log('Lighthouse (performance):');
    figures.lighthouse = await measureLighthouse(
      chromePath,
      CHROMIUM_ARGS,
      BASE,
      [
        { path: '/auth/login' },
        { path: '/', signedInAs: 'personal@demo.test' },
        { path: '/transactions', signedInAs: 'personal@demo.test' },
        { path: '/send-money', signedInAs: 'personal@demo.test' },
      ],
      (line) => console.log(line),
    );
  }
} finally {
  await browser.close();
  stop();
}

const checks = checkBudgets(budgets, figures);
const machine = `${cpus().length} cores, Node ${process.versions.node}`;
writeReport(join(ROOT, 'bench'), figures, checks, machine);
console.log('\nBudgets:');
for (const c of checks)
  console.log(`  ${c.ok ? '✔' : '✘'} ${c.name}: ${c.value} ${c.unit} (budget ${c.budget} ${c.unit})`);
console.log('\nWrote bench/report.md and bench/report.json.');
process.exit(checks.every((c) => c.ok) ? 0 : 1);
