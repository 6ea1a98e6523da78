import { useQuery } from '@tanstack/react-query';
import type { EnumOptionsType, RJSFSchema } from '@rjsf/utils';
import { formContextOf } from '../form-context';
import type { FieldOption, FieldOptions } from './field-option';
import { useSessionValues } from '../session-values';
import { OPTION_SOURCES, isOptionSourceName } from './option-sources';

/** The props of a select-like widget this hook reads: RJSF's `WidgetProps` fit. */
export interface OptionsProps {
  options: { enumOptions?: EnumOptionsType<RJSFSchema>[]; source?: unknown; [key: string]: unknown };
  registry?: { formContext?: unknown };
}

const fromEnum = (enumOptions: EnumOptionsType<RJSFSchema>[] = []): FieldOption[] =>
  enumOptions.map((option) => ({ value: String(option.value), label: option.label }));

/**
 * The choices of a select-like widget: the named source of `ui:options.source` (an API list such as the
 * user's balances or contacts: a file in `src/forms/options/sources/`), else the schema's `enum` / `oneOf`.
 *
 * @example
 * // uiSchema: { "source_currency": { "ui:widget": "currency", "ui:options": { "source": "balances" } } }
 * const { options, status } = useFieldOptions(props);
 */
export function useFieldOptions(props: OptionsProps): FieldOptions {
  const name = props.options.source;
  const source = isOptionSourceName(name) ? OPTION_SOURCES[name] : undefined;
  const { formData } = formContextOf(props);
  const session = useSessionValues();
  const input = { formData, session };
  const required = source ? source.inputs(input) : [];
  const inputs = [...required, ...(source?.optionalInputs?.(input) ?? [])];
  const query = useQuery({
    queryKey: ['field-options', name, ...inputs],
    queryFn: () => source!.load(input),
    enabled: source !== undefined && required.every((input) => input !== undefined && input !== ''),
    staleTime: 60_000,
  });
  if (!source) return { options: fromEnum(props.options.enumOptions), status: 'ready' };
  const inputsKey = JSON.stringify(inputs);
  if (query.isError) return { options: [], status: 'error', inputsKey };
  if (!query.data) return { options: [], status: query.isFetching ? 'loading' : 'ready', inputsKey };
  return { options: query.data, status: 'ready', inputsKey, loadedFor: inputsKey };
}
