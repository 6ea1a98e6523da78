// bench/report.md and bench/report.json: the budgets first, then every route's JS and the interaction timings.
import { writeFileSync } from 'node:fs';
import type { Check, Figures } from './budgets';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function writeReport(dir: string, figures: Figures, checks: Check[], machine: string): void {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    '# Bench report',
    '',
    `Written by \`npm run bench\` on ${date} UTC (${machine}), from a demo build served by \`vite preview\`.`,
    'JS sizes are gzip (zlib level 9) of the app’s own scripts each page loads on a first visit, HTTP cache off;',
    'scripts only a demo build loads are listed apart (a build with a real backend ships none of them).',
    ...(figures.demoWorker
      ? [
          `The embedded demo backend runs in its own service worker (\`demo-worker.js\`, ${kb(figures.demoWorker)} KB), fetched once by the worker and counted in no page.`,
        ]
      : []),
    'Times come from the browser’s own clock; this machine is shared, so compare figures within one run.',
    '',
    '## Budgets',
    '',
    '| Check | Figure | Budget | |',
    '| --- | ---: | ---: | --- |',
    ...checks.map(
      (c) =>
        `| ${c.name}${c.detail ? ` (\`${c.detail}\`)` : ''} | ${c.value} ${c.unit} | ${c.atLeast ? '≥' : '≤'} ${c.budget} ${c.unit} | ${c.ok ? '✔' : '✘ missed'} |`,
    ),
    '',
  ];
  if (figures.table)
    lines.push(
      '## 10,000-row table (merchant@, /accounts/USD)',
      '',
      `${figures.table.total} rows read at once; ${figures.table.rowsInDom} rows in the DOM; first rows drawn ` +
        `${Math.round(figures.table.firstRows)} ms after the navigation started; a sort by amount redrawn in ` +
        `${Math.round(figures.table.sort)} ms (median of 5).`,
      '',
    );
  if (figures.typing)
    lines.push(
      `## Typing in the largest form (\`${figures.typing.form}\`, ${figures.typing.fields} fields)`,
      '',
      `Key press to character drawn: ${Math.round(figures.typing.keyToPaint)} ms; to the field's message ` +
        `${Math.round(figures.typing.keyToMessage)} ms (spec A §9 waits 600 ms for typing to pause); leaving the ` +
        `field to its message: ${Math.round(figures.typing.leaveToMessage)} ms (medians of 5).`,
      '',
    );
  if (figures.lighthouse)
    lines.push(
      '## Lighthouse (performance, median of 3)',
      '',
      'Signed-in pages as personal@: signed in first, then the HTTP cache emptied, so scripts load as on a first visit.',
      '',
      '| Page | Preset | Score | Runs | LCP (ms) | TBT (ms) |',
      '| --- | --- | ---: | --- | ---: | ---: |',
      ...figures.lighthouse.map(
        (s) => `| \`${s.path}\` | ${s.preset} | ${s.score} | ${s.runs.join(', ')} | ${s.lcp} | ${s.tbt} |`,
      ),
      '',
    );
  const login = figures.routes.find((r) => r.route === 'auth-login');
  lines.push(
    '## JS per route (first visit)',
    '',
    'Scripts a page loads until its network settles (500 ms without a request).',
    ...(login?.later
      ? [
          `The sign-in page then loads ${kb(login.later.bytes)} KB more within 8 s, work it defers until it has settled (not counted above): ${login.later.files.map((f) => `\`${f}\``).join(', ') || 'none'}.`,
        ]
      : []),
    '',
    '| Route | Opened as | Landed on | App JS (KB) | Demo-only JS (KB) | Files |',
    '| --- | --- | --- | ---: | ---: | ---: |',
    ...[...figures.routes]
      .sort((a, b) => b.app - a.app)
      .map(
        (r) =>
          `| \`${r.path}\` | ${r.as} | ${r.landed === r.path.split('?')[0] ? 'same' : `\`${r.landed}\``} | ${kb(r.app)} | ${kb(r.demo)} | ${r.files} |`,
      ),
    '',
  );
  writeFileSync(`${dir}/report.md`, lines.join('\n'));
  writeFileSync(`${dir}/report.json`, `${JSON.stringify({ date, machine, checks, ...figures }, null, 2)}\n`);
}
