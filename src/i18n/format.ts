import { numberFormat } from './intl-cache';

/**
 * Money and date formatting (spec A §9): 2 fraction digits by default, the currency's own fraction count
 * otherwise, a space as thousands separator and a dot as decimal separator, whatever the interface language.
 */
export const ZERO_FRACTION_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'VND', 'IDR', 'CNY']);

export function fractionDigits(currency: string, fractionCount?: number): number {
  if (typeof fractionCount === 'number') return fractionCount;
  return ZERO_FRACTION_CURRENCIES.has(currency) ? 0 : 2;
}

export function formatAmount(amount: number, currency: string, fractionCount?: number): string {
  const digits = fractionDigits(currency, fractionCount);
  // en-US gives "1,234.56"; swap the grouping comma for a space. Latin digits keep amounts comparable.
  const text = numberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return text.replace(/,/g, ' ');
}

export function formatMoney(amount: number, currency: string, fractionCount?: number): string {
  return `${formatAmount(amount, currency, fractionCount)} ${currency}`;
}
