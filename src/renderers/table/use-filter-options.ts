import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/config/table-file';
import type { FieldOption } from '@/forms/options/field-option';
import { OPTION_SOURCES, isOptionSourceName } from '@/forms/options/option-sources';
import { useSessionValues } from '@/forms/session-values';

/** The list of a form option source (`balances`, `currencies`, ...), loaded once a minute at most. */
export function useSourceOptions(name: string | undefined): FieldOption[] | undefined {
  const session = useSessionValues();
  const source = isOptionSourceName(name) ? OPTION_SOURCES[name] : undefined;
  const query = useQuery({
    queryKey: ['field-options', name],
    queryFn: () => source!.load({ formData: {}, session }),
    enabled: source !== undefined,
    staleTime: 60_000,
  });
  return query.data;
}

/** A filter's choices: its own `options`, or a form option source's list (`optionsFrom`). */
export function useFilterOptions(filter: TableFilter): FieldOption[] {
  const fromSource = useSourceOptions(filter.options ? undefined : filter.optionsFrom);
  return filter.options ?? fromSource ?? [];
}
