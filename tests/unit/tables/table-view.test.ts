import { describe, expect, it } from 'vitest';
import type { TableFile } from '@/config/table-file';
import {
  activeFilterCount,
  clearDropdownFilters,
  readView,
  writeView,
  SEARCH_MAX_LENGTH,
} from '@/tables/table-view';
import { pageWindow } from '@/tables/page-window';
import { listQuery, mergeQuery, nestQuery } from '@/tables/table-request';

const file: TableFile = {
  title: 't:title',
  source: { operation: 'GET /api/v2/main/transactions' },
  columns: [
    { id: 'created_at', label: 't:date', type: 'date', value: 'date', sortable: true },
    { id: 'amount', label: 't:amount', type: 'money', value: 'amount', sortable: true, sortField: 'amount' },
    { id: 'name', label: 't:name', value: 'name' },
  ],
  defaultSort: { column: 'created_at', order: 'desc' },
  filters: [
    {
      id: 'status',
      label: 't:status',
      type: 'select',
      param: 'filter.status',
      options: [{ value: 'paid', label: 's:paid' }],
    },
    { id: 'date', label: 't:date', type: 'dateRange', from: 'filter.date_from', to: 'filter.date_to' },
    {
      id: 'when',
      label: 't:when',
      type: 'tabs',
      param: 'filter.when',
      default: 'all',
      allValue: 'all',
      options: [
        { value: 'all', label: 'a' },
        { value: 'past', label: 'p' },
      ],
    },
  ],
};

const params = (text: string) => new URLSearchParams(text);

describe('readView', () => {
  it.each([
    ['', { page: 1, sort: { column: 'created_at', order: 'desc' }, search: '', filters: { when: 'all' } }],
    [
      'page=3&sort=amount&order=asc&q=anna',
      { page: 3, sort: { column: 'amount', order: 'asc' }, search: 'anna', filters: { when: 'all' } },
    ],
    [
      'page=0&sort=name',
      { page: 1, sort: { column: 'created_at', order: 'desc' }, search: '', filters: { when: 'all' } },
    ],
    [
      'status=paid&date_from=2026-01-01&date_to=bad&when=past',
      {
        page: 1,
        sort: { column: 'created_at', order: 'desc' },
        search: '',
        filters: { status: 'paid', date_from: '2026-01-01', when: 'past' },
      },
    ],
    [
      'status=unknown&open=txn_1',
      {
        page: 1,
        sort: { column: 'created_at', order: 'desc' },
        search: '',
        filters: { when: 'all' },
        open: 'txn_1',
      },
    ],
  ])('reads %j', (text, view) => {
    expect(readView(file, params(text))).toEqual(view);
  });

  it('cuts a search to 191 characters', () => {
    expect(readView(file, params(`q=${'x'.repeat(300)}`)).search).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('writeView', () => {
  it('leaves defaults out and keeps other keys', () => {
    const view = readView(file, params(''));
    expect(writeView(file, view, params('tab=1')).toString()).toBe('tab=1');
  });

  it('round-trips a full view', () => {
    const text = 'page=2&sort=amount&order=asc&q=anna&status=paid&date_from=2026-01-01&when=past&open=txn_1';
    const view = readView(file, params(text));
    expect(readView(file, writeView(file, view, params('')))).toEqual(view);
  });
});

describe('filter dropdown', () => {
  it('counts and clears the select filters only; the date range is frozen', () => {
    const view = readView(file, params('status=paid&date_from=2026-01-01&when=past&page=4'));
    expect(activeFilterCount(file, view)).toBe(1);
    expect(clearDropdownFilters(file, view)).toMatchObject({
      page: 1,
      filters: { date_from: '2026-01-01', when: 'past' },
    });
  });
});

describe('listQuery', () => {
  it('sends paging, sort, search and filters in the API names', () => {
    const view = readView(
      file,
      params('page=2&sort=amount&order=asc&q=anna&status=paid&date_from=2026-01-01&when=past'),
    );
    expect(listQuery(file, view)).toEqual({
      page: 2,
      per_page: 15,
      search: 'anna',
      sort_by: 'amount',
      order_by: 'asc',
      filter: { status: 'paid', date_from: '2026-01-01', when: 'past' },
    });
  });

  it('leaves the "all" tab out', () => {
    expect(listQuery(file, readView(file, params('')))).not.toHaveProperty('filter');
  });

  it('reads every row at once for paging "all", sorting and searching in the browser', () => {
    const all = { ...file, source: { ...file.source, paging: 'all' as const } };
    expect(listQuery(all, readView(all, params('q=x&sort=amount')))).toEqual({ page: 1, per_page: 10_000 });
  });

  it('merges the fixed params under the chosen ones', () => {
    const fixed = nestQuery({ 'filter.currency': 'USD', 'filter.status': 'success' });
    expect(mergeQuery(fixed, { filter: { status: 'paid' }, page: 1 })).toEqual({
      filter: { currency: 'USD', status: 'paid' },
      page: 1,
    });
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [1, 20, [1, 2, 3, 4, null, 20]],
    [10, 20, [1, null, 7, 8, 9, 10, 11, 12, 13, null, 20]],
    [20, 20, [1, null, 17, 18, 19, 20]],
    [5, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('page %i of %i', (current, last, pages) => {
    expect(pageWindow(current, last)).toEqual(pages);
  });
});
