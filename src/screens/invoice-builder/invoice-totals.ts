import { fractionDigits } from '@/i18n/format';

/** A tax or discount as the builder applies it: a percentage of the subtotal or a flat amount. */
export interface AdjustmentRule {
  type: 'flat' | 'percentage';
  value: number;
  /** A discount's flat amounts per currency (include=prices); a flat rule without one uses `value`. */
  prices?: readonly { currency: string; amount: number }[] | undefined;
}

export interface InvoiceTotals {
  subtotal: number;
  tax: number;
  discount: number;
  grand_total: number;
}

/**
 * Rounds to the currency's fraction digits (2, or 0 for JPY, VND, IDR, CNY: spec A §9). Scaling through the
 * exponent avoids the binary error of `x * 100` (1.005 → 1.01, not 1.00).
 */
export function roundMoney(amount: number, currency: string): number {
  const digits = fractionDigits(currency);
  const rounded = Math.round(Number(`${Math.abs(amount)}e${digits}`));
  return Math.sign(amount) * Number(`${rounded}e-${digits}`) || 0;
}

export const lineTotal = (quantity: number, price: number, currency: string): number =>
  roundMoney(quantity * price, currency);

function part(rule: AdjustmentRule, subtotal: number, currency: string): number {
  if (rule.type === 'percentage') return (subtotal * rule.value) / 100;
  return rule.prices?.find((price) => price.currency === currency)?.amount ?? rule.value;
}

/**
 * The invoice's totals, as the server computes them: taxes and discounts both apply to the subtotal, each sum
 * rounded to the currency, grand total = subtotal + tax − discount (it may fall to 0 or below; the rule
 * "grand total above 0" then stops the save).
 */
export function invoiceTotals(
  lines: readonly { quantity: number; price: number }[],
  taxes: readonly AdjustmentRule[],
  discounts: readonly AdjustmentRule[],
  currency: string,
): InvoiceTotals {
  const subtotal = roundMoney(
    lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
    currency,
  );
  const sum = (rules: readonly AdjustmentRule[]) =>
    roundMoney(
      rules.reduce((total, rule) => total + part(rule, subtotal, currency), 0),
      currency,
    );
  const tax = sum(taxes);
  const discount = sum(discounts);
  return { subtotal, tax, discount, grand_total: roundMoney(subtotal + tax - discount, currency) };
}
