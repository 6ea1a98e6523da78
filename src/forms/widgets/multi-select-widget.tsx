import { useTranslation } from 'react-i18next';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { X } from 'lucide-react';
import { useClearStaleChoice } from '../options/use-clear-stale-choice';
import { useFieldOptions } from '../options/use-field-options';
import { Combobox } from './searchable-select-combobox';
import { chosenValues, storedValue, translatedOptions } from './searchable-select-options';

/** The most values the field takes: `ui:options.max`, else the schema's `maxItems`; undefined for no limit. */
export function maxChoices(
  options: WidgetProps['options'],
  schema: WidgetProps['schema'],
): number | undefined {
  const max = typeof options.max === 'number' ? options.max : schema.maxItems;
  return typeof max === 'number' && max > 0 ? max : undefined;
}

/**
 * `ui:widget: "multiSelect"`: several choices (an array of strings) from a searchable list with checkboxes; the
 * choices show as chips. At the limit (`ui:options.max` or `maxItems`) the other options are disabled and the
 * field says 'Maximum of N options selected.' (spec A §5).
 *
 * @example
 * // schema: { "type": "array", "items": { "type": "string", "enum": [...] }, "maxItems": 3 }
 * // uiSchema: { "ui:widget": "multiSelect" }
 */
export function MultiSelectWidget(props: WidgetProps) {
  const { t } = useTranslation('inputs');
  const list = useFieldOptions(props);
  const { options, status } = list;
  const { id, disabled, readonly, onChange, onBlur, onFocus } = props;
  // After the list reloads, choices it no longer offers are dropped; the others stay.
  useClearStaleChoice(list, props.value, onChange);
  const values = chosenValues(props.value);
  const max = maxChoices(props.options, props.schema);
  const full = max !== undefined && values.length >= max;
  const shown = translatedOptions(options, t).map((option) =>
    full && !values.includes(option.value) ? { ...option, disabled: true } : option,
  );
  const labelOf = (value: string) => shown.find((option) => option.value === value)?.label ?? value;
  const itemEnum = (props.schema.items as { enum?: unknown[] } | undefined)?.enum;
  const enumOptions =
    props.options.enumOptions ?? itemEnum?.map((item) => ({ value: item, label: String(item) }));
  const store = (next: string[]) =>
    onChange(next.length ? next.map((value) => storedValue(enumOptions, value)) : undefined);
  const locked = disabled || readonly;
  const limitId = `${id}-limit`;

  return (
    <div>
      <Combobox
        id={id}
        label={props.label}
        multiple
        options={shown}
        status={status}
        selected={values}
        onPick={(option) =>
          store(
            values.includes(option.value)
              ? values.filter((value) => value !== option.value)
              : [...values, option.value],
          )
        }
        onRemoveLast={locked ? undefined : () => values.length && store(values.slice(0, -1))}
        before={values.map((value) => (
          <span
            key={value}
            className="inline-flex max-w-full items-center gap-1 rounded-sm bg-secondary py-0.5 ps-2 pe-1 text-xs text-secondary-foreground"
          >
            <span className="truncate">{labelOf(value)}</span>
            {!locked && (
              <button
                type="button"
                aria-label={t('multi.remove', { label: labelOf(value) })}
                onClick={() => store(values.filter((item) => item !== value))}
                className="rounded-sm p-0.5 hover:bg-accent"
              >
                <X aria-hidden className="size-3" />
              </button>
            )}
          </span>
        ))}
        placeholder={values.length ? undefined : props.placeholder || t('select.placeholder')}
        disabled={locked}
        required={props.required}
        autoFocus={props.autofocus}
        invalid={Boolean(props.rawErrors?.length)}
        describedBy={full ? `${ariaDescribedByIds(id)} ${limitId}` : ariaDescribedByIds(id)}
        onFocus={() => onFocus(id, props.value)}
        onBlur={() => onBlur(id, props.value)}
      />
      {/* Always in the page so screen readers hear the text when it appears. */}
      <p id={limitId} role="status" className="mt-1 text-xs text-muted-foreground empty:hidden">
        {full ? t('multi.max', { max }) : ''}
      </p>
    </div>
  );
}
