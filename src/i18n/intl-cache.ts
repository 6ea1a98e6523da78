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
 * Builds a date and a number formatter: the first of a renderer process loads the browser's Intl data. Run by
 * the warm-up worker (src/i18n/intl-warmup.worker.ts), or on the main thread where no worker starts.
 */
export function buildFormatters(locale: string): void {
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(locale).format(0);
}

/**
 * Loads the browser's date and number data ahead of the first page, off the main thread. The first Intl
 * formatter of a page costs 50–70 ms of a throttled phone's main thread whatever its options (locale and
 * time-zone data), once per renderer process: a worker pays it instead, while the page's files download, and
 * the page's formatters then cost a fraction of a millisecond. Where no worker can start, it is a task of its
 * own on the main thread, rather than part of the first render's. `main.tsx` calls it at start.
 */
export function loadIntlData(locale: string): void {
  const onMainThread = () => void setTimeout(() => buildFormatters(locale), 0);
  if (typeof Worker === 'undefined') return onMainThread();
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => {
      worker.terminate();
      onMainThread();
    };
    worker.postMessage(locale);
  } catch {
    onMainThread();
  }
}
