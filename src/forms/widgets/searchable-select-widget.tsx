import { useTranslation } from 'react-i18next';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formContextOf } from '../form-context';
import { useClearStaleChoice } from '../options/use-clear-stale-choice';
import { useFieldOptions } from '../options/use-field-options';
import { AddNewLink, addNewOf } from './searchable-select-add-new';
import { Combobox } from './searchable-select-combobox';
import { chosenValues, storedValue, translatedOptions } from './searchable-select-options';

/**
 * `ui:widget: "searchableSelect"`: one choice from a list with a search box (spec A §2 "select with search").
 * Choices come from `ui:options.source` (an API list, see option-sources.ts) or the schema's enum / oneOf; a
 * choice the list no longer offers after it reloads is cleared (use-clear-stale-choice.ts). `ui:options.addNew`
 * (`{ "route": "my-contacts-new", "label": "transfers:send.newRecipient" }`) adds a link under the field to the
 * page that adds a missing choice; saving there comes back with it chosen (searchable-select-add-new.tsx).
 *
 * @example
 * // uiSchema: { "recipient": { "ui:widget": "searchableSelect", "ui:options": { "source": "balances" } } }
 */
export function SearchableSelectWidget(props: WidgetProps) {
  const { t } = useTranslation('inputs');
  const list = useFieldOptions(props);
  const { options, status } = list;
  const { id, value, disabled, readonly, required, onChange, onBlur, onFocus } = props;
  useClearStaleChoice(list, value, onChange);
  const addNew = addNewOf(props.options.addNew);
  const context = formContextOf(props);
  const combobox = (
    <Combobox
      id={id}
      label={props.label}
      options={translatedOptions(options, t)}
      status={status}
      selected={chosenValues(value)}
      onPick={(option) => onChange(storedValue(props.options.enumOptions, option.value))}
      onClear={required ? undefined : () => onChange(undefined)}
      placeholder={props.placeholder || t('select.placeholder')}
      disabled={disabled || readonly}
      required={required}
      autoFocus={props.autofocus}
      invalid={Boolean(props.rawErrors?.length)}
      describedBy={ariaDescribedByIds(id)}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
  if (!addNew || disabled || readonly) return combobox;
  return (
    <div>
      {combobox}
      <AddNewLink
        addNew={addNew}
        field={props.name}
        formName={context.formName}
        formData={context.formData}
      />
    </div>
  );
}
