// @vitest-environment jsdom
// A chart section as a person meets it: its title, the chart (jsdom has no canvas, so the lazy canvas module is
// replaced), the same numbers in a table for screen readers, a plain sentence when there is nothing to draw, and
// the table in plain sight when the chart cannot be loaded. chart.js itself stays out of the block's imports.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import charts from '../../../locales/en/charts.json';
import statuses from '../../../locales/en/statuses.json';
import type { ChartSection } from '@/config/detail-file';
import { ChartBlock } from '@/renderers/chart/chart-block';

const canvas = vi.hoisted(() => ({ fail: false, models: [] as unknown[] }));
vi.mock('@/renderers/chart/chart-canvas', () => ({
  default: (props: { model: unknown; rtl: boolean }) => {
    if (canvas.fail) throw new Error('Failed to fetch dynamically imported module');
    canvas.models.push(props);
    return <canvas data-testid="chart-canvas" aria-hidden="true" />;
  },
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { charts, statuses } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  canvas.fail = false;
  canvas.models = [];
});

const tracker: ChartSection = {
  type: 'chart',
  title: 'charts:moneyTracker.chart',
  chart: 'bar',
  rows: 'series',
  x: 'month',
  xFormat: 'month',
  series: [
    { value: 'money_in', label: 'charts:moneyTracker.moneyIn' },
    { value: 'money_out', label: 'charts:moneyTracker.moneyOut' },
  ],
  currency: 'currency',
};

const record = {
  currency: 'USD',
  series: [
    { month: '2026-09', money_in: 87482.1, money_out: 200268.37 },
    { month: '2026-10', money_in: 1330.21, money_out: 0 },
  ],
};

const show = (section: ChartSection, data: unknown) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ChartBlock section={section} record={data} />
    </I18nextProvider>,
  );

describe('ChartBlock', () => {
  it('shows the title, draws the chart and gives screen readers a table of the same numbers', async () => {
    show(tracker, record);
    expect(screen.getByRole('heading', { name: 'Money in and out per month' })).toBeTruthy();
    expect(await screen.findByTestId('chart-canvas')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Money in and out per month' });
    expect(table.className).toContain('sr-only');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Month', 'Money in', 'Money out']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sep 2026', '87 482.10 USD', '200 268.37 USD'],
      ['Oct 2026', '1 330.21 USD', '0.00 USD'],
    ]);
  });

  it('names status slices in words, not API values', async () => {
    const section: ChartSection = {
      type: 'chart',
      chart: 'doughnut',
      rows: 'statuses',
      x: 'status',
      xFormat: 'status',
      series: [{ value: 'count', label: 'charts:overview.transactions' }],
    };
    show(section, { statuses: [{ status: 'pending_claim', count: 3 }] });
    await screen.findByTestId('chart-canvas');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader').textContent).toBe(statuses.pending_claim);
    expect(within(table).getByRole('cell').textContent).toBe('3');
  });

  it('says there is nothing to show instead of drawing an empty chart', () => {
    show(tracker, { currency: 'PHP', series: [{ month: '2026-09', money_in: 0, money_out: 0 }] });
    expect(screen.getByText('Nothing to show for this period.')).toBeTruthy();
    expect(screen.queryByTestId('chart-canvas')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the numbers to everyone when the chart cannot be loaded', async () => {
    canvas.fail = true;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    show(tracker, record);
    expect(await screen.findByText('The chart could not be drawn. Here are its numbers.')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(table.className).not.toContain('sr-only');
    expect(within(table).getByText('87 482.10 USD')).toBeTruthy();
    quiet.mockRestore();
  });

  it('tells the canvas to mirror the chart in Arabic', async () => {
    await i18n.changeLanguage('ar_EG');
    show(tracker, record);
    await screen.findByTestId('chart-canvas');
    expect(canvas.models.at(-1)).toMatchObject({ rtl: true });
    await i18n.changeLanguage('en');
  });
});

describe('chart.js is a lazy chunk', () => {
  // The block and what it imports statically must not import chart.js (types only): the canvas module alone
  // does, and the block reaches it through lazyChunk(() => import(...)).
  const read = (file: string) => readFileSync(resolve(process.cwd(), 'src/renderers/chart', file), 'utf8');
  const staticImports = (source: string) =>
    [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]);

  it.each(['chart-block.tsx', 'chart-data.ts', 'chart-table.tsx', 'chart-theme.ts', 'chart-config.ts'])(
    '%s imports no chart library at run time',
    (file) => {
      const imports = staticImports(read(file));
      expect(imports.length).toBeGreaterThan(0);
      expect(imports.filter((name) => /chart\.js|react-chartjs-2/.test(name ?? ''))).toEqual([]);
      expect(imports).not.toContain('./chart-canvas');
    },
  );

  it('the block loads the canvas with a dynamic import, and the canvas does import chart.js', () => {
    expect(read('chart-block.tsx')).toMatch(/lazyChunk\(\(\) => import\('\.\/chart-canvas'\)\)/);
    expect(staticImports(read('chart-canvas.tsx'))).toContain('chart.js');
  });
});
