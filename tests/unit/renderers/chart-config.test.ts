// The chart.js configuration: theme colours on the data sets, money on the value axis and in tooltips, a
// doughnut's numbers in its legend, a mirrored chart in Arabic, and no animation for reduced motion.
import { describe, expect, it } from 'vitest';
import type { TooltipItem } from 'chart.js';
import { chartConfig, type ConfigInput } from '@/renderers/chart/chart-config';
import type { ChartModel } from '@/renderers/chart/chart-data';
import { chartTheme, seriesColours } from '@/renderers/chart/chart-theme';

const theme = chartTheme(() => '');

const bars: ChartModel = {
  chart: 'bar',
  title: 'Money in and out per month',
  xHeader: 'Month',
  keys: ['2026-01', '2026-02'],
  labels: ['Jan 2026', 'Feb 2026'],
  series: [
    { label: 'Money in', values: [1200.5, 80] },
    { label: 'Money out', values: [300, null] },
  ],
  currency: 'USD',
  empty: false,
};

const ring: ChartModel = {
  chart: 'doughnut',
  xHeader: 'Status',
  keys: ['pending', 'success'],
  labels: ['Pending', 'Success'],
  series: [{ label: 'Transactions', values: [2, 1250] }],
  empty: false,
};

const input = (model: ChartModel, extra: Partial<ConfigInput> = {}): ConfigInput => ({
  model,
  colours: seriesColours(model, theme.palette),
  theme,
  rtl: false,
  reducedMotion: false,
  ...extra,
});

type Scale = { reverse?: boolean; position?: string; ticks: { callback: (v: number | string) => string } };
const scales = (config: ReturnType<typeof chartConfig>) =>
  config.options?.scales as unknown as { x: Scale; y: Scale & { title?: { text: string } } };

const tooltipLabel = (config: ReturnType<typeof chartConfig>, item: Partial<TooltipItem<'bar'>>) => {
  const label = config.options?.plugins?.tooltip?.callbacks?.label as unknown as (i: unknown) => string;
  return label(item);
};

describe('chartConfig', () => {
  it('gives each series of a bar chart its own theme colour and its numbers', () => {
    const config = chartConfig(input(bars));
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(['Jan 2026', 'Feb 2026']);
    const [moneyIn, moneyOut] = config.data.datasets;
    expect(moneyIn).toMatchObject({
      label: 'Money in',
      data: [1200.5, 80],
      backgroundColor: theme.palette[0],
    });
    expect(moneyOut).toMatchObject({
      label: 'Money out',
      data: [300, null],
      backgroundColor: theme.palette[1],
    });
    expect(moneyIn?.backgroundColor).not.toBe(moneyOut?.backgroundColor);
  });

  it('formats the value axis as money in spec A §9 format and names the currency', () => {
    const { y } = scales(chartConfig(input(bars)));
    expect(y.ticks.callback(120000)).toBe('120 000');
    expect(y.ticks.callback('2500.5')).toBe('2 500.50');
    expect(y.title?.text).toBe('USD');
  });

  it('shows counts, not money, on the axis of a chart without a currency', () => {
    const { y } = scales(chartConfig(input({ ...bars, currency: undefined })));
    expect(y.ticks.callback(1500)).toBe('1 500');
    expect(y.title).toBeUndefined();
  });

  it('says the series and the amount with its currency in a tooltip', () => {
    const config = chartConfig(input(bars));
    expect(
      tooltipLabel(config, { raw: 1200.5, dataIndex: 0, dataset: { label: 'Money in', data: [] } }),
    ).toBe('Money in: 1 200.50 USD');
    expect(tooltipLabel(config, { raw: null, dataIndex: 1, dataset: { label: 'Money out', data: [] } })).toBe(
      'Money out: —',
    );
  });

  it('draws a doughnut with one colour per slice, its numbers in the legend and no axes', () => {
    const config = chartConfig(input(ring));
    expect(config.type).toBe('doughnut');
    expect(config.data.labels).toEqual(['Pending: 2', 'Success: 1 250']);
    const colours = config.data.datasets[0]?.backgroundColor as string[];
    expect(colours).toHaveLength(2);
    expect(new Set(colours).size).toBe(2);
    expect(config.options?.scales).toBeUndefined();
    expect(
      tooltipLabel(config, { raw: 1250, dataIndex: 1, dataset: { label: 'Transactions', data: [] } }),
    ).toBe('Success: 1 250');
  });

  it('mirrors the chart right to left: time runs leftwards, values on the right, legend and tooltips RTL', () => {
    const ltr = chartConfig(input(bars));
    const rtl = chartConfig(input(bars, { rtl: true }));
    expect(scales(ltr).x.reverse).toBe(false);
    expect(scales(ltr).y.position).toBe('left');
    expect(scales(rtl).x.reverse).toBe(true);
    expect(scales(rtl).y.position).toBe('right');
    expect(rtl.options?.plugins?.legend).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(rtl.options?.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(ltr.options?.plugins?.legend).toMatchObject({ rtl: false, textDirection: 'ltr' });
  });

  it('keeps numbers left to right in right-to-left text (ticks, tooltips, legend)', () => {
    const LRI = '\u2066';
    const PDI = '\u2069';
    const rtl = chartConfig(input(bars, { rtl: true }));
    expect(scales(rtl).y.ticks.callback(8000)).toBe(`${LRI}8 000${PDI}`);
    expect(tooltipLabel(rtl, { raw: 1200.5, dataIndex: 0, dataset: { label: 'وارد', data: [] } })).toBe(
      `وارد: ${LRI}1 200.50 USD${PDI}`,
    );
    expect(chartConfig(input(ring, { rtl: true })).data.labels).toEqual([
      `Pending: ${LRI}2${PDI}`,
      `Success: ${LRI}1 250${PDI}`,
    ]);
  });

  it('fills its box (fixed height) and does not animate for people who asked for reduced motion', () => {
    expect(chartConfig(input(bars)).options).toMatchObject({ responsive: true, maintainAspectRatio: false });
    expect(chartConfig(input(bars, { reducedMotion: true })).options?.animation).toBe(false);
    expect(chartConfig(input(bars)).options?.animation).not.toBe(false);
  });

  it('shows every series of a column when pointing anywhere in it, and a slice only on the slice', () => {
    expect(chartConfig(input(bars)).options?.interaction).toEqual({ mode: 'index', intersect: false });
    expect(chartConfig(input(ring)).options?.interaction).toBeUndefined();
  });
});
