/**
 * The pieces of the date input (three selects: day, month, year). The form stores 'YYYY-MM-DD'; the selects
 * hold numbers, and a partly chosen date stores nothing until all three are chosen.
 */
export interface DateParts {
  year?: number;
  /** 1-12. */
  month?: number;
  day?: number;
}

export type DatePart = keyof DateParts;

/** Spec A §9: the year list reaches back this many years from its maximum year. */
export const YEARS_BACK = 100;

/** Spec A §9: the date input switches to numeric months when its parent is this wide or narrower. */
export const NARROW_WIDTH = 270;

/** A width of 0 means "not laid out yet" (or a test without layout), not "narrow". */
export const isNarrow = (width: number): boolean => width > 0 && width <= NARROW_WIDTH;

/** Days in the month; with the year unknown February has 29, so a birthday on the 29th can be picked first. */
export function daysInMonth(month?: number, year?: number): number {
  if (month === undefined) return 31;
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** The years offered, newest first: `maxYear` down to `minYear` (default 100 years before `maxYear`). */
export function yearRange(maxYear: number, minYear = maxYear - YEARS_BACK): number[] {
  const years: number[] = [];
  for (let year = maxYear; year >= minYear; year -= 1) years.push(year);
  return years;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a stored 'YYYY-MM-DD' value; anything else gives no parts. */
export function splitDate(value: unknown): DateParts {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return {};
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return {};
  return { year, month, day };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' once all three parts are chosen and make a real date, else undefined. */
export function composeDate({ year, month, day }: DateParts): string | undefined {
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (day > daysInMonth(month, year)) return undefined;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The parts after one select changed. A day the new month does not have (31 after choosing April, 29 after
 * choosing a non-leap year) moves to the month's last day, which the day select then shows.
 */
export function withPart(parts: DateParts, part: DatePart, value: number | undefined): DateParts {
  const next = { ...parts, [part]: value };
  const last = daysInMonth(next.month, next.year);
  if (next.day !== undefined && next.day > last) next.day = last;
  return next;
}

const FALLBACK_ORDER: DatePart[] = ['day', 'month', 'year'];

/** The order a language writes day, month and year in (en-US: month day year; de: day month year). */
export function partOrder(locale: string): DatePart[] {
  try {
    const order = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' })
      .formatToParts(new Date(Date.UTC(2000, 0, 31)))
      .map((part) => part.type)
      .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
    return order.length === 3 ? order : FALLBACK_ORDER;
  } catch {
    return FALLBACK_ORDER;
  }
}

/**
 * The twelve month names in `locale` as a month list shows them ("January", "Januar"), or "01"-"12" in the
 * short format for narrow places.
 */
export function monthLabels(locale: string, style: 'long' | 'numeric'): string[] {
  const months = Array.from({ length: 12 }, (_, index) => index);
  if (style === 'numeric') return months.map((index) => pad(index + 1, 2));
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
  }
  return months.map((index) => format.format(new Date(Date.UTC(2000, index, 1))));
}
