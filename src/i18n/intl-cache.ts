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
