// What a chart section draws, from a detail's record: x labels in the interface language, translated series,
// numbers (money as numbers), the currency, and whether there is anything to draw at all.
import { describe, expect, it } from 'vitest';
import type { ChartSection } from '@/config/detail-file';
import { chartModel, valueText, xLabel } from '@/renderers/chart/chart-data';

// A stand-in translator that shows which key was asked for.
const t = (key: string) => `«${key}»`;

describe('xLabel', () => {
  it.each([
    ['2026-03', 'month', 'en', 'Mar 2026'],
    ['2026-03', 'month', 'de', 'März 2026'],
    // Catalogue codes work as well as BCP 47 tags, and digits stay Latin like amounts.
    ['2026-03', 'month', 'ar_EG', 'مارس 2026'],
    ['2026-03', 'month', 'zh_Hans_CN', '2026年3月'],
    ['2026-12', 'month', 'en', 'Dec 2026'],
    ['2026-10-25', 'date', 'en', 'Oct 25'],
    ['2026-10-25', 'date', 'ar-EG', '25 أكتوبر'],
    ['success', 'status', 'en', '«statuses:success»'],
    ['Visa', 'text', 'en', 'Visa'],
    ['Visa', undefined, 'en', 'Visa'],
    // What is not a month or a day stays as the API wrote it, never "Invalid Date".
    ['March', 'month', 'en', 'March'],
    ['soon', 'date', 'en', 'soon'],
    ['', 'status', 'en', ''],
  ] as const)('%s as %s in %s → %s', (value, format, locale, expected) => {
    expect(xLabel(value, format, t, locale)).toBe(expected);
  });

  it('falls back to English month names for a locale Intl does not know', () => {
    expect(xLabel('2026-03', 'month', t, 'not a locale!')).toBe('Mar 2026');
  });
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

const statuses: ChartSection = {
  type: 'chart',
  chart: 'doughnut',
  rows: 'statuses',
  x: 'status',
  xFormat: 'status',
  series: [
    { value: 'count', label: 'charts:overview.transactions' },
    { value: 'ignored', label: 'charts:overview.volume' },
  ],
};

describe('chartModel', () => {
  it('reads a bar chart of money per month: labels, translated series, numbers and the currency', () => {
    const record = {
      currency: 'EUR',
      series: [
        { month: '2026-01', money_in: 1200.5, money_out: 300 },
        { month: '2026-02', money_in: '80.25', money_out: 0 },
      ],
    };
    expect(chartModel(tracker, record, t, 'en')).toEqual({
      chart: 'bar',
      title: '«charts:moneyTracker.chart»',
      xHeader: '«charts:axis.month»',
      keys: ['2026-01', '2026-02'],
      labels: ['Jan 2026', 'Feb 2026'],
      series: [
        { label: '«charts:moneyTracker.moneyIn»', values: [1200.5, 80.25] },
        { label: '«charts:moneyTracker.moneyOut»', values: [300, 0] },
      ],
      currency: 'EUR',
      empty: false,
    });
  });

  it('plots one series in a doughnut, one slice per status, as counts (no currency)', () => {
    const record = {
      currency: 'USD',
      statuses: [
        { status: 'pending', count: 2 },
        { status: 'success', count: 9 },
      ],
    };
    const model = chartModel(statuses, record, t, 'en');
    expect(model.labels).toEqual(['«statuses:pending»', '«statuses:success»']);
    expect(model.keys).toEqual(['pending', 'success']);
    expect(model.series).toEqual([{ label: '«charts:overview.transactions»', values: [2, 9] }]);
    expect(model.currency).toBeUndefined();
    expect(model.title).toBeUndefined();
    expect(model.xHeader).toBe('«charts:axis.status»');
  });

  it.each([
    ['no rows at all', { currency: 'USD' }],
    ['rows that are not a list', { currency: 'USD', series: 'oops' }],
    ['an empty list', { currency: 'USD', series: [] }],
    ['only zeros', { currency: 'PHP', series: [{ month: '2026-01', money_in: 0, money_out: 0 }] }],
    [
      'only values that are not numbers',
      { series: [{ month: '2026-01', money_in: 'n/a', money_out: null }] },
    ],
    ['no record', undefined],
  ])('is empty with %s', (_, record) => {
    expect(chartModel(tracker, record, t, 'en').empty).toBe(true);
  });

  it('keeps a missing value as a gap (null) and is not empty while one value is drawn', () => {
    const record = { series: [{ month: '2026-01', money_in: 5 }, { month: '2026-02' }] };
    const model = chartModel(tracker, record, t, 'en');
    expect(model.series[0]?.values).toEqual([5, null]);
    expect(model.series[1]?.values).toEqual([null, null]);
    expect(model.empty).toBe(false);
    // No currency in the record: the values are shown as plain numbers.
    expect(model.currency).toBeUndefined();
  });

  it('reads rows, x and values at dotted paths', () => {
    const section: ChartSection = {
      type: 'chart',
      chart: 'line',
      rows: 'report.days',
      x: 'date.day',
      xFormat: 'date',
      series: [{ value: 'sum.amount', label: 'charts:overview.volume' }],
      currency: 'report.currency',
    };
    const record = {
      report: { currency: 'JPY', days: [{ date: { day: '2026-10-01' }, sum: { amount: 1500 } }] },
    };
    const model = chartModel(section, record, t, 'en');
    expect(model).toMatchObject({ labels: ['Oct 1'], currency: 'JPY', series: [{ values: [1500] }] });
  });
});

describe('valueText', () => {
  it.each([
    [1234.5, 'USD', false, '1 234.50 USD'],
    [1234.5, 'JPY', false, '1 235 JPY'],
    [120000, 'USD', true, '120 000'],
    [2500.5, 'USD', true, '2 500.50'],
    [1234, undefined, false, '1 234'],
    [0.5, undefined, false, '0.50'],
    [null, 'USD', false, '—'],
  ] as const)('%s %s (short: %s) → %s', (value, currency, short, expected) => {
    expect(valueText(value, currency, short)).toBe(expected);
  });
});
