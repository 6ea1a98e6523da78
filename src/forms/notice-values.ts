import type { FormFile, ValueFormat } from '@/config/form-file';
import { utcOffset } from '@/i18n/time-zones';
import { pick, resolveValues, type ValueSources } from './value-refs';

/** Each name of VALUE_FORMATS (src/config/form-file.ts) and what it does to a value. */
export const VALUE_FORMATTERS: Record<ValueFormat, (value: unknown) => unknown> = {
  utcOffset: (value) => (typeof value === 'string' ? (utcOffset(value)?.offset ?? value) : value),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The {{placeholders}} of a form's success notice: the answer's `data`, then the file's `noticeValues` refs,
 * each shown the way `noticeFormats` says. Pure.
 *
 * @example
 * noticeValues(
 *   { notice: 'account:time-zone.done', noticeValues: { offset: { $field: 'timezone' } }, noticeFormats: { offset: 'utcOffset' } },
 *   { formData: { timezone: 'Asia/Tokyo' }, response: { data: { timezone: 'Asia/Tokyo' } } },
 * ); // { timezone: 'Asia/Tokyo', offset: 'UTC+09:00' }
 */
export function noticeValues(
  onSuccess: FormFile['onSuccess'],
  sources: ValueSources,
): Record<string, unknown> {
  const data = pick(sources.response, 'data');
  const values = { ...(isRecord(data) ? data : {}), ...resolveValues(onSuccess.noticeValues, sources) };
  for (const [name, format] of Object.entries(onSuccess.noticeFormats ?? {})) {
    // A name the file misspells is caught by config:check; here it is simply left as it is.
    const formatter = VALUE_FORMATTERS[format] as ((value: unknown) => unknown) | undefined;
    if (formatter && name in values) values[name] = formatter(values[name]);
  }
  return values;
}
