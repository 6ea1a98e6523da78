/**
 * How a table cell or detail field shows its value, by column type: money in the format of spec A §9,
 * dates in the person's time zone, percentages, numbers, yes/no, tag names. Pure; status badges, links and
 * actions are drawn by the renderer.
 */
import type { ColumnType } from '@/config/table-file';
import { formatAmount } from '@/i18n/format';
import { pick } from '@/forms/value-refs';
import { dateTimeFormat } from '@/i18n/intl-cache';

export interface FormatContext {
  /** The interface language as a BCP 47 tag (`ar-EG`). */
  locale: string;
  /** The person's time zone (settings.timezone); the browser's when unset. */
  timeZone?: string;
  t: (key: string) => string;
}

/** A report date of the API (spec A §3): the server's wall-clock text, its zone and UTC offset. */
interface ReportDate {
  txnDateString: string;
  timezone?: string;
  timezoneUtc?: string;
}

const isReportDate = (value: unknown): value is ReportDate =>
  typeof value === 'object' && value !== null && typeof (value as ReportDate).txnDateString === 'string';

const DATE_ONLY = /^\d{4}[-/]\d{2}[-/]\d{2}$/;

/** `UTC+01:00` → `+01:00`; `UTC` → `Z`. */
function isoOffset(utc: string | undefined): string {
  const match = /([+-])(\d{1,2}):?(\d{2})?/.exec(utc ?? '');
  if (!match) return 'Z';
  return `${match[1]}${match[2]?.padStart(2, '0')}:${match[3] ?? '00'}`;
}

/** The instant a value names, or a calendar day (no zone applies), or nothing. */
export function readDate(value: unknown): { instant: Date } | { day: Date } | undefined {
  if (isReportDate(value)) {
    // A full ISO time with its own zone needs no offset; the API's "2026-03-14 09:30:00" takes timezoneUtc's.
    if (/(?:Z|[+-]\d{2}:?\d{2})$/.test(value.txnDateString.trim()))
      return readDate(value.txnDateString.trim());
    const [day = '', time = '00:00:00'] = value.txnDateString.trim().split(/[ T]/);
    const instant = new Date(`${day.replace(/\//g, '-')}T${time}${isoOffset(value.timezoneUtc)}`);
    return Number.isNaN(instant.getTime()) ? undefined : { instant };
  }
  if (typeof value !== 'string' || value === '') return undefined;
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value.replace(/\//g, '-')}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? undefined : { day };
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : { instant };
}

/** Latin digits everywhere, like amounts, so dates line up in a column whatever the language. */
function dateText(value: unknown, withTime: boolean, ctx: FormatContext): string {
  const date = readDate(value);
  if (!date) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', numberingSystem: 'latn' };
  if ('day' in date) return dateTimeFormat(ctx.locale, { ...options, timeZone: 'UTC' }).format(date.day);
  return dateTimeFormat(ctx.locale, {
    ...options,
    ...(withTime && { timeStyle: 'short' }),
    ...(ctx.timeZone && { timeZone: ctx.timeZone }),
  }).format(date.instant);
}

const asNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** The names of a list of tags (`[{ name }]` or strings). */
export function tagNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((tag) => (typeof tag === 'string' ? tag : pick(tag, 'name')))
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

/**
 * The text of a value for a column type. Money needs the row (for its currency field, default `currency`),
 * given as `currency`.
 */
export function formatValue(type: ColumnType, value: unknown, ctx: FormatContext, currency?: string): string {
  if (value === null || value === undefined) return '';
  switch (type) {
    case 'money': {
      const amount = asNumber(value);
      if (amount === undefined) return '';
      return currency ? `${formatAmount(amount, currency)} ${currency}` : formatAmount(amount, 'USD');
    }
    case 'percent': {
      const n = asNumber(value);
      return n === undefined ? '' : `${formatAmount(n, '', 2)} %`;
    }
    case 'number': {
      const n = asNumber(value);
      return n === undefined ? '' : formatAmount(n, '', Number.isInteger(n) ? 0 : 2);
    }
    case 'date':
    case 'datetime':
      return dateText(value, type === 'datetime' || isReportDate(value), ctx);
    case 'boolean':
      return ctx.t(value ? 'lists:values.yes' : 'lists:values.no');
    case 'tags':
      return tagNames(value).join(', ');
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}

/** The value a sort compares for a column: numbers as numbers, dates as times, text as text. */
export function sortValue(type: ColumnType, value: unknown): number | string {
  if (type === 'money' || type === 'number' || type === 'percent') return asNumber(value) ?? -Infinity;
  if (type === 'date' || type === 'datetime') {
    const date = readDate(value);
    return date ? ('day' in date ? date.day : date.instant).getTime() : -Infinity;
  }
  if (type === 'boolean') return value ? 1 : 0;
  if (type === 'tags') return tagNames(value).join(', ').toLowerCase();
  return typeof value === 'string' ? value.toLowerCase() : typeof value === 'number' ? value : '';
}
