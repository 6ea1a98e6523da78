/**
 * The call a list page makes for a view: the table file's fixed params, then paging, sort, search and the
 * filters in the API's own names (`filter.status` → `{ filter: { status } }`, which openapi-fetch sends as
 * `filter[status]=…`). Pure.
 */
import type { TableFile, TableSource } from '@/config/table-file';
import type { TableView } from './table-view';

/** Rows per page when the file names none (the API's default too). */
export const DEFAULT_PER_PAGE = 15;
/** Rows one call reads for `paging: "all"` (DESIGN §4: client-side sorting fits up to ~20,000 rows). */
export const DEFAULT_MAX_ROWS = 10_000;

export const pagingOf = (source: TableSource) => source.paging ?? 'server';

/** Sets a dotted path in a plain object, creating the objects on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<string, unknown>;
  }
  node[parts.at(-1) as string] = value;
}

/** The query of the list call (without the file's fixed `source.params.query`, which the caller resolves). */
export function listQuery(file: TableFile, view: TableView): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const paging = pagingOf(file.source);
  if (paging === 'server') {
    query.page = view.page;
    query.per_page = file.perPage ?? DEFAULT_PER_PAGE;
    if (view.search) query.search = view.search;
    if (view.sort) {
      const column = file.columns.find((c) => c.id === view.sort?.column);
      query.sort_by = column?.sortField ?? view.sort.column;
      query.order_by = view.sort.order;
    }
  } else if (paging === 'all') {
    query.page = 1;
    query.per_page = file.source.maxRows ?? DEFAULT_MAX_ROWS;
  }
  for (const filter of file.filters ?? []) {
    if (filter.type === 'dateRange') {
      const from = view.filters[`${filter.id}_from`];
      const to = view.filters[`${filter.id}_to`];
      if (from && filter.from) setPath(query, filter.from, from);
      if (to && filter.to) setPath(query, filter.to, to);
      continue;
    }
    const value = view.filters[filter.id];
    if (value && value !== filter.allValue && filter.param) setPath(query, filter.param, value);
  }
  return query;
}

/** Merges the file's fixed query (already resolved) under the view's: a filter the person chose wins. */
export function mergeQuery(fixed: Record<string, unknown>, own: Record<string, unknown>) {
  const merged: Record<string, unknown> = structuredClone(fixed);
  const visit = (from: Record<string, unknown>, into: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(from)) {
      const existing = into[key];
      if (typeof value === 'object' && value !== null && typeof existing === 'object' && existing !== null)
        visit(value as Record<string, unknown>, existing as Record<string, unknown>);
      else into[key] = value;
    }
  };
  visit(own, merged);
  return merged;
}

/** Fixed query params are written as dotted paths too (`"filter.currency": { "$route": "slug" }`). */
export function nestQuery(flat: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) setPath(nested, path, value);
  return nested;
}

export interface ListPage {
  rows: unknown[];
  /** Server paging only. */
  pagination?: { current_page: number; last_page: number; total: number };
}
