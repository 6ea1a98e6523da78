import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/config/table-file';
import type { FieldOption } from '@/forms/options/field-option';
import { OPTION_SOURCES, isOptionSourceName } from '@/forms/options/option-sources';
import { useSessionValues } from '@/forms/session-values';

/** A filter's choices: its own `options`, or a form option source's list (`optionsFrom`). */
export function useFilterOptions(filter: TableFilter): FieldOption[] {
  const session = useSessionValues();
  const source = isOptionSourceName(filter.optionsFrom) ? OPTION_SOURCES[filter.optionsFrom] : undefined;
  const query = useQuery({
    queryKey: ['field-options', filter.optionsFrom],
    queryFn: () => source!.load({ formData: {}, session }),
    enabled: source !== undefined,
    staleTime: 60_000,
  });
  return filter.options ?? query.data ?? [];
}
