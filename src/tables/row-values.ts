/**
 * Value references of table and detail files: a form file's (`$route`, `$query`, `$session`, ...) and
 * `{ "$row": "path" }`, a value of the row (or of the detail's record).
 */
import type { ValueRef } from '@/config/form-file';
import type { TableValueRef } from '@/config/table-file';
import { pick, resolveValue, type ValueSources } from '@/forms/value-refs';

export interface RowSources extends ValueSources {
  row?: unknown;
}

export function resolveRowValue(ref: TableValueRef, sources: RowSources): unknown {
  if (typeof ref === 'object' && ref !== null && '$row' in ref) return pick(sources.row, ref.$row);
  return resolveValue(ref as ValueRef, sources);
}

/** Every entry resolved; entries that resolve to undefined, null or '' are left out. */
export function resolveRowValues(
  refs: Record<string, TableValueRef> | undefined,
  sources: RowSources,
): Record<string, unknown> {
  const entries = Object.entries(refs ?? {}).map(
    ([key, ref]) => [key, resolveRowValue(ref, sources)] as const,
  );
  return Object.fromEntries(
    entries.filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** Route params as strings (a link's `params`). */
export const routeParams = (refs: Record<string, TableValueRef> | undefined, sources: RowSources) =>
  Object.fromEntries(
    Object.entries(resolveRowValues(refs, sources)).map(([key, value]) => [key, String(value)]),
  );
