import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableFile } from '@/config/table-file';
import { callApi } from '@/forms/operation';
import { pick } from '@/forms/value-refs';
import { resolveRowValues, type RowSources } from './row-values';
import { listQuery, mergeQuery, nestQuery, type ListPage } from './table-request';
import type { TableView } from './table-view';

const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Reads the answer of a list call: the rows, and the server's page numbers when it pages. */
export function readListAnswer(file: TableFile, answer: unknown): ListPage {
  const rows = pick(answer, file.source.rows ?? 'data');
  const current = asNumber(pick(answer, 'current_page'));
  const last = asNumber(pick(answer, 'last_page'));
  const total = asNumber(pick(answer, 'total'));
  return {
    rows: Array.isArray(rows) ? rows : [],
    ...(current !== undefined &&
      last !== undefined && {
        pagination: { current_page: current, last_page: last, total: total ?? 0 },
      }),
  };
}

/**
 * The rows of one view of a table file. While the next page or sort loads, the previous rows stay on screen
 * (no flash of an empty table); a failure is returned, never thrown into a blank page.
 */
export function useTableData(file: TableFile | undefined, view: TableView, sources: RowSources) {
  const fixedQuery = file ? nestQuery(resolveRowValues(file.source.params?.query, sources)) : {};
  const path = file ? resolveRowValues(file.source.params?.path, sources) : {};
  const query = file ? mergeQuery(fixedQuery, listQuery(file, view)) : {};
  // The cache holds the call's answer, each file picks its own rows from it: tables that read one call (a
  // wizard's owners, withdrawal details and documents from the onboarding record) share one request.
  return useQuery({
    queryKey: ['table', file?.source.service ?? 'main', file?.source.operation, path, query],
    enabled: file !== undefined,
    queryFn: () => callApi((file as TableFile).source, { path, query }),
    select: (answer: unknown) => readListAnswer(file as TableFile, answer),
    placeholderData: keepPreviousData,
  });
}
