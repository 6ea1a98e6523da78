/** Laravel-style page of a list, the shape of every paginated response of the API. */
export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * What a list request may ask for. Values may come straight from URL search params (strings) or be null.
 * `sort_by` and `search_fields` are dot paths into the row (`date.txnDateString`, `customer.name`).
 */
export interface ListQuery<T> {
  page?: number | string | null;
  per_page?: number | string | null;
  sort_by?: string | null;
  order_by?: string | null;
  search?: string | null;
  /** Fields `search` looks in; default: every top-level string field. */
  search_fields?: readonly string[];
  where?: (row: T) => boolean;
}

export const DEFAULT_PER_PAGE = 15;
/** High enough that the 10,000-row set can be fetched in one page for client-side sorting (DESIGN §4). */
export const MAX_PER_PAGE = 10_000;

const toInt = (value: number | string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
};

export function paginate<T>(
  rows: readonly T[],
  page?: number | string | null,
  perPage?: number | string | null,
): Page<T> {
  const requested = toInt(perPage);
  const per_page =
    requested === undefined || requested < 1 ? DEFAULT_PER_PAGE : Math.min(requested, MAX_PER_PAGE);
  const current_page = Math.max(1, toInt(page) ?? 1);
  const total = rows.length;
  const start = (current_page - 1) * per_page;
  return {
    data: rows.slice(start, start + per_page),
    current_page,
    last_page: Math.max(1, Math.ceil(total / per_page)),
    per_page,
    total,
  };
}

export function getPath(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const rank = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
};

/** Stable sort by a dot path; rows without a value go last in either order. */
export function sortRows<T>(rows: readonly T[], sortBy: string, orderBy?: string | null): T[] {
  const direction = orderBy?.toLowerCase() === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = rank(getPath(a, sortBy));
    const y = rank(getPath(b, sortBy));
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    const sx = String(x);
    const sy = String(y);
    return (sx < sy ? -1 : sx > sy ? 1 : 0) * direction;
  });
}

function matchesSearch(row: unknown, needle: string, fields: readonly string[] | undefined): boolean {
  const values = fields?.map((field) => getPath(row, field)) ?? Object.values(row as Record<string, unknown>);
  return values.some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') &&
      String(value).toLowerCase().includes(needle),
  );
}

/** Filters (`where`, then `search`), sorts and paginates. */
export function runQuery<T>(rows: readonly T[], query: ListQuery<T> = {}): Page<T> {
  let result = query.where ? rows.filter(query.where) : [...rows];
  const needle = query.search?.trim().toLowerCase();
  if (needle) result = result.filter((row) => matchesSearch(row, needle, query.search_fields));
  if (query.sort_by) result = sortRows(result, query.sort_by, query.order_by);
  return paginate(result, query.page, query.per_page);
}
