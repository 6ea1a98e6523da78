import type { TableFile } from '@/config/table-file';
import { pick } from '@/forms/value-refs';
import { formatValue, type FormatContext } from '@/tables/cell-format';

/**
 * The rows a browser-side list (`paging: "all"`) shows for a search: those where any shown column's text
 * holds it, ignoring case. Sorting is TanStack Table's.
 */
export function searchRows(file: TableFile, rows: unknown[], search: string, ctx: FormatContext): unknown[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  const columns = file.columns.filter((column) => column.value && column.type !== 'actions');
  return rows.filter((row) =>
    columns.some((column) => {
      const currency = pick(row, column.currency ?? 'currency');
      const text = formatValue(
        column.type ?? 'text',
        pick(row, column.value as string),
        ctx,
        typeof currency === 'string' ? currency : undefined,
      );
      return text.toLowerCase().includes(needle);
    }),
  );
}
