import { useTranslation } from 'react-i18next';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { isNothingToAction, lackedCurrency } from '../options/nothing-to';
import { useClearStaleChoice } from '../options/use-clear-stale-choice';
import { useFieldOptions } from '../options/use-field-options';
import { CurrencyIcon } from './currency-icon';
import { Combobox } from './searchable-select-combobox';
import { chosenValues, storedValue, translatedOptions } from './searchable-select-options';

/** Lists longer than this get a search box; a short list opens from a plain button. */
export const SEARCH_FROM = 8;

/**
 * `ui:widget: "currency"`: a currency select with a flag per option (spec A §2, §3). The choices come from
 * `ui:options.source` (`"currencies"`: every currency, `"balances"`: the user's currency accounts) or the
 * schema's enum; with neither it lists every currency. `ui:options.exclude` (codes) leaves some out, for the
 * flows that exclude RUB, MXN, AED, ... (spec A §9). `ui:options.nothingTo` (`"withdraw"`, `"send"`,
 * `"convert"`, `"payOut"`) on a field of the user's accounts says 'You don't have any USD to withdraw' (spec A
 * §5, §8) at the field as soon as the chosen currency is one they hold no account in, or nothing of.
 *
 * @example
 * // uiSchema: { "currency": { "ui:widget": "currency", "ui:options": { "source": "balances", "nothingTo": "withdraw" } } }
 */
export function CurrencyWidget(props: WidgetProps) {
  const { t } = useTranslation(['inputs', 'errors']);
  const withSource = props.options.source ?? (props.options.enumOptions?.length ? undefined : 'currencies');
  const list = useFieldOptions({
    ...props,
    options: { ...props.options, source: withSource },
  });
  const { id, value, disabled, readonly, required, onChange, onBlur, onFocus } = props;
  const exclude = Array.isArray(props.options.exclude) ? props.options.exclude.map(String) : [];
  const offered = list.options.filter((option) => !exclude.includes(option.value));
  useClearStaleChoice({ ...list, options: offered }, value, onChange);
  const shown = translatedOptions(offered, t);
  const chosen = chosenValues(value);
  const code = chosen[0];
  const action = props.options.nothingTo;
  const lacked = isNothingToAction(action) ? lackedCurrency(value, list) : undefined;
  const nothing = lacked
    ? t('errors:server.noCurrencyTo', { currency: lacked, action: t(`errors:noCurrencyAction.${action}`) })
    : undefined;
  // The server's refusal says the same at the field once submitted: say it once.
  const nothingShown = nothing !== undefined && !props.rawErrors?.includes(nothing);
  const nothingId = `${id}__nothing`;

  return (
    <div>
      <Combobox
        id={id}
        label={props.label}
        options={shown}
        status={list.status}
        selected={chosen}
        searchable={shown.length > SEARCH_FROM}
        onPick={(option) => onChange(storedValue(props.options.enumOptions, option.value))}
        onClear={required ? undefined : () => onChange(undefined)}
        before={code ? <CurrencyIcon code={code} /> : undefined}
        renderIcon={(option) => <CurrencyIcon code={option.icon ?? option.value} />}
        placeholder={props.placeholder || t('select.placeholder')}
        disabled={disabled || readonly}
        required={required}
        autoFocus={props.autofocus}
        invalid={Boolean(props.rawErrors?.length) || nothingShown}
        describedBy={nothingShown ? `${ariaDescribedByIds(id)} ${nothingId}` : ariaDescribedByIds(id)}
        onFocus={() => onFocus(id, value)}
        onBlur={() => onBlur(id, value)}
      />
      {nothingShown && (
        <p id={nothingId} role="alert" className="mt-1 text-xs font-medium text-destructive">
          {nothing}
        </p>
      )}
    </div>
  );
}
