#!/usr/bin/env node
// Builds the app pointed at a real backend and fails if any mock code or the demo backend's worker made it into dist, or if
// any code compiles code at run time (`new Function`, `eval`): the forms' validators are precompiled at build
// time (DESIGN §4), so the app runs under a Content-Security-Policy without 'unsafe-eval'.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const outDir = mkdtempSync(join(tmpdir(), 'real-build-'));
const env = { ...process.env, VITE_API_BASE_URL: 'https://api.example.com' };
const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Markers only the demo backend carries: its worker, MSW internals, the demo store and its personas.
const MARKERS = [
  'demo-worker',
  'mockServiceWorker',
  'setupWorker',
  'X-Demo-Tab',
  'demo-backend',
  'merchant@demo.test',
  'X-Demo-Fault',
];
// Run-time code compilation, as bundlers print it (`new Function(`, `Function("return this")`, `eval(`).
const DYNAMIC_CODE = [/\bnew Function\s*\(/, /(?<![\w$.])Function\s*\(\s*["'`]/, /(?<![\w$.])eval\s*\(/];
const files = readdirSync(outDir, { recursive: true }).map(String);
const offenders = [];
let validatorChunks = 0;
for (const file of files) {
  if (/demo-worker|mockServiceWorker/.test(file)) offenders.push(`${file}: the demo backend's worker file`);
  if (!/\.(js|html)$/.test(file)) continue;
  const text = readFileSync(join(outDir, file), 'utf8');
  for (const marker of MARKERS) if (text.includes(marker)) offenders.push(`${file}: contains "${marker}"`);
  for (const pattern of DYNAMIC_CODE)
    if (pattern.test(text)) offenders.push(`${file}: compiles code at run time (${pattern.source})`);
  if (/schemaPath:\s*["'`]#\//.test(text)) validatorChunks += 1;
}
if (validatorChunks === 0) offenders.push('no precompiled form validator found in the build');
rmSync(outDir, { recursive: true, force: true });
if (offenders.length) {
  console.error(
    `A build for a real backend must hold no mock code and compile no code at run time, but:\n  ${offenders.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `real-backend build: ${files.length} files, no mock code, no run-time code compilation, ${validatorChunks} precompiled form validator chunk(s)`,
);
