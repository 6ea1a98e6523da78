#!/usr/bin/env node
// Builds the demo app, then runs Playwright against `vite preview` in the system Chromium.
// E2E_PORT, E2E_DIST and E2E_RESULTS (see playwright.config.ts) keep parallel runs apart.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const env = { ...process.env, CHROMIUM_PATH: findChromium() };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

if (!process.argv.includes('--no-build')) {
  const built = run('npx', [
    'vite',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    process.env.E2E_DIST ?? 'dist',
  ]);
  if (built !== 0) process.exit(built);
  // `--build-only`: npm test builds while the unit tests run, then runs Playwright with `--no-build`.
  if (process.argv.includes('--build-only')) process.exit(0);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((a) => a !== '--no-build')]));
