/**
 * What a list page shows — page, sort, search, filters and the opened row — read from and written to the
 * address, so a reload, a shared link and the back button all restore the same view. Pure.
 *
 * The address names things by the table file's ids, not the API's params: `?page=2&sort=amount&order=asc
 * &q=anna&status=paid&date_from=2026-01-01&open=txn_1`. Values equal to the default are left out.
 */
import type { TableFile, TableFilter } from '@/config/table-file';

export type SortOrder = 'asc' | 'desc';

export interface TableView {
  page: number;
  sort?: { column: string; order: SortOrder };
  search: string;
  /** Per filter id (a date range as `<id>_from` and `<id>_to`), the value chosen. */
  filters: Record<string, string>;
  /** The row whose detail is open (`rowDetail`). */
  open?: string;
}

/** The search box takes at most 191 characters (spec A §5, the API's limit). */
export const SEARCH_MAX_LENGTH = 191;

/** The address keys of one filter: a date range has two. */
export const filterKeys = (filter: TableFilter): string[] =>
  filter.type === 'dateRange' ? [`${filter.id}_from`, `${filter.id}_to`] : [filter.id];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function validFilterValue(filter: TableFilter, key: string, value: string): boolean {
  if (filter.type === 'dateRange') return ISO_DAY.test(value) && key.startsWith(filter.id);
  if (filter.options) return filter.options.some((option) => option.value === value);
  return value.length > 0 && value.length <= SEARCH_MAX_LENGTH;
}

/** The view the address asks for; anything it cannot mean (a column that is not sortable, page 0) is dropped. */
export function readView(file: TableFile, params: URLSearchParams): TableView {
  const page = Math.max(1, Math.trunc(Number(params.get('page')) || 1));
  const column = params.get('sort');
  const sortable = file.columns.find((c) => c.id === column && c.sortable);
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const sort = sortable ? { column: sortable.id, order } : file.defaultSort;
  const filters: Record<string, string> = {};
  for (const filter of file.filters ?? []) {
    for (const key of filterKeys(filter)) {
      const value = params.get(key);
      if (value !== null && validFilterValue(filter, key, value)) filters[key] = value;
      else if (filter.default !== undefined && key === filter.id) filters[key] = filter.default;
    }
  }
  return {
    page,
    ...(sort && { sort }),
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    filters,
    ...(params.get('open') && { open: params.get('open') as string }),
  };
}

const TABLE_KEYS = ['page', 'sort', 'order', 'q', 'open'];

/** The address for a view: the table's own keys rewritten, every other key of `current` kept. */
export function writeView(file: TableFile, view: TableView, current: URLSearchParams): URLSearchParams {
  const filterIds = (file.filters ?? []).flatMap(filterKeys);
  const next = new URLSearchParams(
    [...current].filter(([key]) => !TABLE_KEYS.includes(key) && !filterIds.includes(key)),
  );
  if (view.page > 1) next.set('page', String(view.page));
  const isDefaultSort =
    view.sort?.column === file.defaultSort?.column && view.sort?.order === file.defaultSort?.order;
  if (view.sort && !isDefaultSort) {
    next.set('sort', view.sort.column);
    next.set('order', view.sort.order);
  }
  if (view.search) next.set('q', view.search);
  for (const filter of file.filters ?? []) {
    for (const key of filterKeys(filter)) {
      const value = view.filters[key];
      if (value && !(key === filter.id && value === filter.default)) next.set(key, value);
    }
  }
  if (view.open) next.set('open', view.open);
  return next;
}

/**
 * The filters the filter dropdown counts and clears: page and per_page are never filters, and a date range
 * is frozen (spec A §9: it stays when the others are cleared). Tabs are not in the dropdown.
 */
export const dropdownFilters = (file: TableFile): TableFilter[] =>
  (file.filters ?? []).filter((filter) => filter.type === 'select');

/** The view with the dropdown's filters cleared (the date range and tabs kept), back on page 1. */
export function clearDropdownFilters(file: TableFile, view: TableView): TableView {
  const cleared = new Set(dropdownFilters(file).map((filter) => filter.id));
  const filters = Object.fromEntries(Object.entries(view.filters).filter(([key]) => !cleared.has(key)));
  return { ...view, filters, page: 1 };
}

/** How many dropdown filters are set to something other than their default. */
export const activeFilterCount = (file: TableFile, view: TableView): number =>
  dropdownFilters(file).filter((f) => view.filters[f.id] && view.filters[f.id] !== f.default).length;
