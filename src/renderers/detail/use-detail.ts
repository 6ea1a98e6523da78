import { useQuery } from '@tanstack/react-query';
import type { DetailFile } from '@/config/detail-file';
import { callApi } from '@/forms/operation';
import { pick } from '@/forms/value-refs';
import { detailFileQuery } from '@/tables/load-table';
import { nestQuery } from '@/tables/table-request';
import { resolveRowValues, type RowSources } from '@/tables/row-values';

/** A detail file and its record: the file loads once, the record whenever its params change. */
export function useDetail(name: string, sources: RowSources) {
  const file = useQuery(detailFileQuery(name));
  const source = file.data?.source;
  const path = source ? resolveRowValues(source.params?.path, sources) : {};
  const query = source ? nestQuery(resolveRowValues(source.params?.query, sources)) : {};
  const record = useQuery({
    queryKey: ['detail', source?.operation, path, query],
    enabled: source !== undefined,
    queryFn: async () =>
      pick(await callApi(source as DetailFile['source'], { path, query }), source?.record ?? 'data'),
    retry: false,
  });
  return {
    file: file.data,
    record: record.data,
    error: file.error ?? record.error,
    retry: () => void (file.error ? file.refetch() : record.refetch()),
  };
}
