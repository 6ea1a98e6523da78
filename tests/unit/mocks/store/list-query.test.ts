import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, paginate, runQuery, sortRows } from '@/mocks/store/list-query';

const rows = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `row ${i + 1}`,
  nested: { n: (i * 7) % 23 },
}));

describe('paginate', () => {
  it.each([
    // page, per_page, expected first id, data length, last_page, echoed per_page
    [1, 10, 1, 10, 3, 10],
    [3, 10, 21, 3, 3, 10],
    [4, 10, undefined, 0, 3, 10],
    ['2', '5', 6, 5, 5, 5],
    [0, 10, 1, 10, 3, 10],
    [-3, 10, 1, 10, 3, 10],
    [1, 0, 1, DEFAULT_PER_PAGE, 2, DEFAULT_PER_PAGE],
    [1, 'abc', 1, DEFAULT_PER_PAGE, 2, DEFAULT_PER_PAGE],
    [1, 50, 1, 23, 1, 50],
    [1, MAX_PER_PAGE + 1, 1, 23, 1, MAX_PER_PAGE],
  ] as const)('page %s of %s per page', (page, perPage, firstId, length, lastPage, echoed) => {
    const result = paginate(rows, page, perPage);
    expect(result.data[0]?.id).toBe(firstId);
    expect(result.data).toHaveLength(length);
    expect(result.last_page).toBe(lastPage);
    expect(result.per_page).toBe(echoed);
    expect(result.total).toBe(23);
  });

  it('an empty list has one empty page', () => {
    expect(paginate([], 1, 10)).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
  });
});

describe('sortRows and runQuery', () => {
  it('sorts by a dot path both ways, missing values last', () => {
    const withGap = [...rows, { id: 99, name: 'none', nested: {} as { n: number } }];
    const asc = sortRows(withGap, 'nested.n', 'asc').map((r) => r.nested.n);
    const desc = sortRows(withGap, 'nested.n', 'DESC').map((r) => r.nested.n);
    expect(asc.slice(0, 3)).toEqual([0, 1, 2]);
    expect(desc.slice(0, 3)).toEqual([22, 21, 20]);
    expect(asc.at(-1)).toBeUndefined();
    expect(desc.at(-1)).toBeUndefined();
  });

  it('searches case-insensitively, then filters and paginates', () => {
    const page = runQuery(rows, {
      search: 'ROW 1',
      where: (r) => r.id !== 10,
      per_page: 5,
      sort_by: 'id',
      order_by: 'desc',
    });
    expect(page.total).toBe(10); // row 1, 11-19 (row 10 filtered out)
    expect(page.data.map((r) => r.id)).toEqual([19, 18, 17, 16, 15]);
  });

  it('searches only the named fields when given', () => {
    expect(runQuery(rows, { search: '5', search_fields: ['name'] }).total).toBe(2);
    expect(runQuery(rows, { search: 'zzz' }).total).toBe(0);
  });
});
