/**
 * What a chart section of a detail file draws, worked out from the record: the x labels in the interface
 * language, one list of numbers per series, and the currency of the values. Pure, so the chart, its legend and
 * the screen-reader table all read the same numbers.
 */
import type { ChartSection } from '@/config/detail-file';
import { pick } from '@/forms/value-refs';
import { formatAmount } from '@/i18n/format';
import { toBcp47 } from '@/i18n/languages';

export type Translate = (key: string) => string;

export interface ChartSeries {
  label: string;
  /** One value per x label; null where the row has no number (chart.js leaves a gap). */
  values: (number | null)[];
}

export interface ChartModel {
  chart: ChartSection['chart'];
  title?: string;
  /** Header of the table's first column (Month, Day, Status, Item). */
  xHeader: string;
  /** The x values as the API gave them (`2026-03`, `success`): slice colours follow a status, not a place. */
  keys: string[];
  labels: string[];
  series: ChartSeries[];
  /** The values are money in this currency (a code such as `USD`); counts when absent. */
  currency?: string;
  /** Nothing to draw: no rows, or every value is zero or missing. */
  empty: boolean;
}

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

// Latin digits, like amounts (spec A §9), so an Arabic axis reads "مارس 2026" next to "1 250.00".
function dateLabel(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const format = (tag: string) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC', numberingSystem: 'latn' }).format(date);
  try {
    return format(toBcp47(locale));
  } catch {
    return format('en');
  }
}

/** One x value as a person reads it: `2026-03` → "Mar 2026", `success` → the status name. */
export function xLabel(
  value: unknown,
  format: ChartSection['xFormat'],
  t: Translate,
  locale: string,
): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (format === 'status') return text === '' ? '' : t(`statuses:${text}`);
  if (format === 'month') {
    const match = MONTH.exec(text);
    if (!match) return text;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
    return dateLabel(date, locale, { month: 'short', year: 'numeric' });
  }
  if (format === 'date') {
    const match = DAY.exec(text);
    if (!match) return text;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return Number.isNaN(date.getTime()) ? text : dateLabel(date, locale, { day: 'numeric', month: 'short' });
  }
  return text;
}

/** The labels, series and currency of a chart section, read from the detail's record. */
export function chartModel(section: ChartSection, record: unknown, t: Translate, locale: string): ChartModel {
  const found = pick(record, section.rows);
  const rows: unknown[] = Array.isArray(found) ? found : [];
  // A doughnut has one ring: its first series.
  const series = section.chart === 'doughnut' ? section.series.slice(0, 1) : section.series;
  const code = section.currency ? pick(record, section.currency) : undefined;
  const keys = rows.map((row) => {
    const value = pick(row, section.x);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
  const model: ChartModel = {
    chart: section.chart,
    ...(section.title && { title: t(section.title) }),
    xHeader: t(`charts:axis.${section.xFormat ?? 'text'}`),
    keys,
    labels: keys.map((key) => xLabel(key, section.xFormat, t, locale)),
    series: series.map((one) => ({
      label: t(one.label),
      values: rows.map((row) => asNumber(pick(row, one.value))),
    })),
    ...(typeof code === 'string' && code !== '' && { currency: code }),
    empty: true,
  };
  model.empty = !model.series.some((one) => one.values.some((value) => value !== null && value !== 0));
  return model;
}

/**
 * A value as the table, tooltip and legend show it: money in spec A §9 format with its code, a count with
 * grouped digits; `short` drops the code and zero cents for axis ticks ("120 000").
 */
export function valueText(value: number | null, currency: string | undefined, short = false): string {
  if (value === null) return '—';
  if (!currency) return formatAmount(value, '', Number.isInteger(value) ? 0 : 2);
  if (short) return formatAmount(value, currency, Number.isInteger(value) ? 0 : undefined);
  return `${formatAmount(value, currency)} ${currency}`;
}
