// bench/report.md and bench/report.json: the budgets first (with what a missed one costs), ours against the
// reference apps, then every route's JS and the interaction timings.
import { writeFileSync } from 'node:fs';
import type { Check, Figures } from './budgets';
import type { LighthouseScore } from './lighthouse';
import type { ScreenJs } from './route-js';
import { SCREENS, SCREEN_TITLES } from './screens';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (ours: number | undefined, theirs: number | undefined) =>
  ours === undefined || theirs === undefined || theirs === 0 ? '–' : `${(ours / theirs).toFixed(2)}×`;

/** One line per figure and screen: ours, each peer, and ours' ratio to each peer. */
export function peerRows(figures: Figures): { apps: string[]; rows: string[][] } {
  const screens = figures.screens ?? [];
  const scores = figures.lighthouse ?? [];
  const apps = [...new Set([...screens, ...scores].map((s) => s.app))].filter((app) => app !== 'ours');
  const rows: string[][] = [];
  const row = (
    label: string,
    value: (app: string) => number | undefined,
    show: (value: number) => string,
  ) => {
    const ours = value('ours');
    if (ours === undefined && apps.every((app) => value(app) === undefined)) return;
    const cell = (v: number | undefined) => (v === undefined ? '–' : show(v));
    rows.push([
      label,
      cell(ours),
      ...apps.map((app) => cell(value(app))),
      ...apps.map((app) => ratio(ours, value(app))),
    ]);
  };
  for (const screen of SCREENS) {
    const js = (app: string) => screens.find((s: ScreenJs) => s.app === app && s.screen === screen)?.bytes;
    row(`${SCREEN_TITLES[screen]}: JS (KB gzip)`, js, kb);
    for (const preset of ['desktop', 'mobile'] as const) {
      const score = (app: string) =>
        scores.find((s: LighthouseScore) => s.app === app && s.screen === screen && s.preset === preset)
          ?.score;
      row(`${SCREEN_TITLES[screen]}: Lighthouse ${preset}`, score, String);
    }
  }
  return { apps, rows };
}

function peerSection(figures: Figures): string[] {
  const { apps, rows } = peerRows(figures);
  if (rows.length === 0) return [];
  const versions = figures.peerVersions ?? {};
  const v = (name: string) => (versions[name] ? `${name} ${versions[name]}` : name);
  const runs = figures.lighthouse?.find((s) => s.app !== 'ours')?.runs.length;
  const lines = [
    '## Ours and the reference apps (same run)',
    '',
    'The same three screens written with each library as its docs show them (`bench/peers`, their own packages): ' +
      `${v('react-admin')} (${v('@mui/material')}, ${v('ra-data-fakerest')}) and ${v('@refinedev/core')} ` +
      `(${v('@refinedev/antd')}, ${v('antd')}, ${v('@refinedev/react-router')}), on ${v('react')}, built by ` +
      `${v('vite')} with ${v('@vitejs/plugin-react')}. Each reads 10,000 transactions held in the browser. JS is ` +
      'every script the screen loads until its network settles, HTTP cache off (ours: its own scripts, as in the ' +
      'routes table); signed-in screens are opened after signing in (ours as personal@).' +
      (runs ? ` Lighthouse: median of ${runs} runs, interleaved (ours, then each peer, for each run).` : ''),
    '',
    `| Screen and figure | Ours | ${apps.join(' | ')} | ${apps.map((a) => `Ours ÷ ${a}`).join(' | ')} |`,
    `| --- | ---: | ${apps.map(() => '---:').join(' | ')} | ${apps.map(() => '---:').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ];
  const screens = figures.screens ?? [];
  if (screens.length > 0)
    lines.push(
      'Largest scripts of each screen (gzip KB):',
      '',
      ...screens.map(
        (s) =>
          `- ${s.app}, ${s.screen} (\`${s.path}\`, ${s.files} files): ` +
          s.scripts
            .slice(0, 5)
            .map((f) => `\`${f.file}\` ${kb(f.bytes)}`)
            .join(', '),
      ),
      '',
    );
  return lines;
}

export function writeReport(dir: string, figures: Figures, checks: Check[], machine: string): void {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const missed = checks.filter((c) => !c.ok);
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
  if (missed.length > 0)
    lines.push(
      `## Missed (${missed.length})`,
      '',
      ...missed.map(
        (c) =>
          `- ${c.name}: ${c.value} ${c.unit}, budget ${c.atLeast ? '≥' : '≤'} ${c.budget} ${c.unit}` +
          `${c.detail ? ` (${c.detail})` : ''}.${c.costs ? ` Largest scripts: ${c.costs}.` : ''}`,
      ),
      '',
    );
  lines.push(...peerSection(figures));
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
      `## Lighthouse (performance, median of ${figures.lighthouse[0]?.runs.length ?? 0})`,
      '',
      'Signed-in pages: signed in first (ours as personal@), then the HTTP cache emptied, so scripts load as on a first visit.',
      '',
      '| App | Page | Preset | Score | Runs | LCP (ms) | TBT (ms) |',
      '| --- | --- | --- | ---: | --- | ---: | ---: |',
      ...figures.lighthouse.map(
        (s) =>
          `| ${s.app} | \`${s.path}\` | ${s.preset} | ${s.score} | ${s.runs.join(', ')} | ${s.lcp} | ${s.tbt} |`,
      ),
      '',
    );
  if (figures.routes.length > 0) {
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
  }
  writeFileSync(`${dir}/report.md`, lines.join('\n'));
  writeFileSync(`${dir}/report.json`, `${JSON.stringify({ date, machine, checks, ...figures }, null, 2)}\n`);
}
