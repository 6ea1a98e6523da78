/**
 * Intl formatters, built once per locale and options and then shared. Building one loads the locale's data and
 * costs far more than formatting with it: a list of 15 rows built a date formatter per cell and a number
 * formatter per amount, some 35 ms of a throttled phone's main thread on one page load.
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locales: string | readonly string[], options: object, build: () => T): T {
  const key = `${kind}|${JSON.stringify(locales)}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locales: string | readonly string[], options: Intl.DateTimeFormatOptions) =>
  cached('date', locales, options, () => new Intl.DateTimeFormat(locales as string[], options));

export const numberFormat = (locales: string | readonly string[], options: Intl.NumberFormatOptions) =>
  cached('number', locales, options, () => new Intl.NumberFormat(locales as string[], options));

export const displayNames = (locales: string | readonly string[], options: Intl.DisplayNamesOptions) =>
  cached('names', locales, options, () => new Intl.DisplayNames(locales as string[], options));

/**
 * Loads the browser's date and number data ahead of the first page, in a task of its own: the first
 * `Intl.DateTimeFormat` of a page costs ~50 ms on a throttled phone whatever its options (time-zone data), and
 * that was part of the first render's long task. `main.tsx` calls it while the page's files are downloading.
 */
export function loadIntlData(locale: string): void {
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(locale).format(0);
}
