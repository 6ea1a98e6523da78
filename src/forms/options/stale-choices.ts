import type { FieldOption } from './field-option';

/**
 * A select's value without the choices its list no longer offers: a single value not among the options becomes
 * undefined; a list keeps only the items still offered (undefined when none is left, as the multi-select
 * stores an empty choice). Returns the value itself when nothing is stale, so a caller can tell by identity.
 *
 * @example withoutStale('atm_card', [{ value: 'bank_transfer', label: '' }]); // undefined
 * @example withoutStale(['a', 'b'], [{ value: 'b', label: '' }]); // ['b']
 */
export function withoutStale(value: unknown, options: readonly FieldOption[]): unknown {
  const offered = new Set(options.map((option) => option.value));
  const isOffered = (item: unknown) => offered.has(String(item));
  if (Array.isArray(value)) {
    const kept = value.filter(isOffered);
    if (kept.length === value.length) return value;
    return kept.length > 0 ? kept : undefined;
  }
  if (value === undefined || value === null || value === '') return value;
  return isOffered(value) ? value : undefined;
}
