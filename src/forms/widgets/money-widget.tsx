import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useCurrencies } from '@/api/queries/currencies';
import { fractionDigits } from '@/i18n/format';
import { formContextOf } from '../form-context';
import { MAX_AMOUNT, formatAmountText, roundTo } from '../money';
import { CurrencyIcon } from './currency-icon';
import { AmountInput } from './money-input';

/** The currency code of a money field: `ui:options.currency`, else the sibling field `ui:options.currencyField`. */
export function currencyOf(props: Pick<WidgetProps, 'options' | 'registry'>): string | undefined {
  const { currency, currencyField } = props.options;
  if (typeof currency === 'string' && currency) return currency;
  if (typeof currencyField !== 'string') return undefined;
  const sibling = formContextOf(props).formData[currencyField];
  return typeof sibling === 'string' && sibling ? sibling : undefined;
}

/**
 * `ui:widget: "money"`: an amount (a number) in a currency, at most 999 999 999.99 (spec A §5). Decimals follow
 * the currency: its `fractionCount` from the currency list, else none for JPY, VND, IDR and CNY and 2 for the
 * rest. A comma is a decimal point; leaving the field shows "1 234.50" (spec A §9). The currency is fixed
 * (`ui:options.currency`) or another field's value (`ui:options.currencyField`).
 *
 * @example
 * // uiSchema: { "amount": { "ui:widget": "money", "ui:options": { "currencyField": "source_currency" } } }
 */
export function MoneyWidget(props: WidgetProps) {
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
