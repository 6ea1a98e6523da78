#!/usr/bin/env node
// `npm test`: every check in one run — typecheck, lint, spec lint, client freshness, config check, unit and
// contract tests, e2e. Runs them all (so one run shows every failure) and closes with the summed test counts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const tmp = mkdtempSync(join(tmpdir(), 'npm-test-'));
const vitestJson = join(tmp, 'vitest.json');
const playwrightJson = join(tmp, 'playwright.json');

// Groups run one after another; the steps of a group run side by side, their output printed when each ends
// (a 2-core machine: the quick checks share the time of the typecheck and lint, and the e2e build shares the unit
// tests', so the whole run stays well inside CI's 20 minutes).
const groups = [
  [
    ['typecheck', 'npm', ['run', '-s', 'typecheck']],
    ['lint', 'npm', ['run', '-s', 'lint']],
  ],
  [
    ['spec lint', 'npm', ['run', '-s', 'spec:lint']],
    ['generated client is fresh', 'npm', ['run', '-s', 'gen:api:check']],
    ...(pkg.scripts['config:check'] ? [['config check', 'npm', ['run', '-s', 'config:check']]] : []),
    ...(pkg.scripts['matrix:check']
      ? [['permission matrix is fresh', 'npm', ['run', '-s', 'matrix:check']]]
      : []),
    ['real-backend build holds no mock code', 'npm', ['run', '-s', 'check:real-build']],
  ],
  [
    [
      'unit and contract tests',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`],
    ],
    ['e2e build', 'node', ['scripts/run-e2e.mjs', '--build-only']],
  ],
  [['e2e tests', 'node', ['scripts/run-e2e.mjs', '--no-build']]],
];

/**
 * Runs one step. Alone in its group it prints as it goes; beside others its output is kept and printed under
 * its name when it ends, so the log reads step by step.
 */
function runStep([name, cmd, args], alone) {
  const started = Date.now();
  const env = { ...process.env, PW_JSON: playwrightJson };
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const results = [];
for (const group of groups)
  results.push(...(await Promise.all(group.map((step) => runStep(step, group.length === 1)))));

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const unit = readJson(vitestJson);
const e2e = readJson(playwrightJson);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
const allOk = results.every((r) => r.ok);
// A step can fail with no failing test (a lint error, a stale client): count it so the line never lies.
const failedSteps = results.filter((r) => !r.ok && !/tests$/.test(r.name)).length;
console.log(`\ntests: ${passed} passed, ${failed + failedSteps} failed, ${skipped} skipped`);
process.exit(allOk && passed > 0 ? 0 : 1);
