import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useCurrencies } from '@/api/queries/currencies';
import { fractionDigits } from '@/i18n/format';
import { fieldParent } from '../field-parent';
import { formContextOf } from '../form-context';
import { MAX_AMOUNT, formatAmountText, roundTo } from '../money';
import { CurrencyIcon } from './currency-icon';
import { AmountInput } from './money-input';
import { PercentWidget } from './percent-widget';

type Siblings = Record<string, unknown>;

/** The fields beside this one (its list entry's inside a list), else the whole form's. */
function siblingsOf(
  props: Pick<WidgetProps, 'registry'> & Partial<Pick<WidgetProps, 'id' | 'name'>>,
): Siblings {
  const { formData } = formContextOf(props);
  return (props.id && props.name ? fieldParent(formData, props.id, props.name) : undefined) ?? formData;
}

/** The currency code of a money field: `ui:options.currency`, else the sibling field `ui:options.currencyField`. */
export function currencyOf(
  props: Pick<WidgetProps, 'options' | 'registry'> & Partial<Pick<WidgetProps, 'id' | 'name'>>,
): string | undefined {
  const { currency, currencyField } = props.options;
  if (typeof currency === 'string' && currency) return currency;
  if (typeof currencyField !== 'string') return undefined;
  const sibling = siblingsOf(props)[currencyField];
  return typeof sibling === 'string' && sibling ? sibling : undefined;
}

/**
 * `ui:widget: "money"`: an amount (a number) in a currency, at most 999 999 999.99 (spec A §5). Decimals follow
 * the currency: its `fractionCount` from the currency list, else none for JPY, VND, IDR and CNY and 2 for the
 * rest. A comma is a decimal point; leaving the field shows "1 234.50" (spec A §9). The currency is fixed
 * (`ui:options.currency`) or another field's value (`ui:options.currencyField`; inside a list, the entry's own
 * field). With `ui:options.percentWhen` it is the percent input while those fields hold those values.
 *
 * @example
 * // uiSchema: { "amount": { "ui:widget": "money", "ui:options": { "currencyField": "source_currency" } } }
 */
export function MoneyWidget(props: WidgetProps) {
  return percentWanted(props) ? <PercentWidget {...props} /> : <MoneyAmount {...props} />;
}

/**
 * `ui:options.percentWhen`, e.g. `{ "type": "percentage" }`: true while every named sibling field holds that
 * value, so one `value` field is a percentage or an amount as its `type` says (a tax, a discount).
 */
function percentWanted(props: WidgetProps): boolean {
  const when = props.options.percentWhen;
  if (typeof when !== 'object' || when === null || Array.isArray(when)) return false;
  const siblings = siblingsOf(props);
  const conditions = Object.entries(when as Siblings);
  return conditions.length > 0 && conditions.every(([field, value]) => siblings[field] === value);
}

function MoneyAmount(props: WidgetProps) {
  const code = currencyOf(props);
  const currencies = useCurrencies();
  const known = code ? currencies.data?.find((currency) => currency.code === code) : undefined;
  const digits = fractionDigits(code ?? '', known?.formats.fractionCount);
  // Until the currency list answers, the digits are a guess (KWD has 3): do not round a stored amount to it.
  const settled = !code || currencies.isSuccess || currencies.isError;
  const { value, onChange } = props;

  useEffect(() => {
    // The currency changed to one with fewer decimals (USD → JPY): the stored amount follows what is shown.
    if (!settled || typeof value !== 'number') return;
    const rounded = roundTo(value, digits);
    if (rounded !== value) onChange(rounded);
  }, [settled, value, digits, onChange]);

  return (
    <AmountInput
      widget={props}
      limits={{ fractionDigits: digits, max: digits === 0 ? Math.floor(MAX_AMOUNT) : MAX_AMOUNT }}
      format={(amount) => formatAmountText(amount, digits)}
      adornmentAt="start"
      unit={code}
      adornment={
        code ? (
          <>
            <CurrencyIcon code={code} className="h-3.5 w-5" />
            <span dir="ltr">{code}</span>
          </>
        ) : undefined
      }
    />
  );
}
