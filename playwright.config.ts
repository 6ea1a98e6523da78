import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

// E2E_PORT and E2E_DIST let several runs share a machine (each its own build and preview server).
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** e2e against the built app (`vite preview`) with the embedded demo backend, in the system Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  fullyParallel: false,
  // Two spec files at a time: on this 2-core machine gates + forms-transfers (68 tests) took 111 s with two
  // workers against 136 s with one; tests of one file still run in order in one worker (shared sign-ins).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Startup dialogs (a promotion on sign-in) would cover the screen under test; the demo build skips them
    // with this key (src/shell/startup/demo-switch.ts). Their own specs clear it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: 'demo:startup-dialogs', value: 'off' }],
        },
      ],
    },
    // A trace records a snapshot at every step of every test, a real share of a CPU-bound run: it is kept for
    // the retry of a failed test, which is where it is read.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${dist}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
