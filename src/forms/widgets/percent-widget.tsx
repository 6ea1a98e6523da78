import type { WidgetProps } from '@rjsf/utils';
import { formatPercentText } from '../money';
import { AmountInput } from './money-input';

/** Spec A §9: a percentage is 0 to 100 with at most 2 decimals. */
const PERCENT_LIMITS = { fractionDigits: 2, max: 100 };

/**
 * `ui:widget: "percent"`: a number from 0 to 100 with up to 2 decimals, a comma accepted as the decimal point,
 * "%" beside it. A keystroke past 100 or a third decimal is refused.
 *
 * @example
 * // uiSchema: { "fee_share": { "ui:widget": "percent" } }
 */
export function PercentWidget(props: WidgetProps) {
  return (
    <AmountInput
      widget={props}
      limits={PERCENT_LIMITS}
      format={formatPercentText}
      adornment="%"
      adornmentAt="end"
    />
  );
}
