import { formatAmount } from '@/i18n/format';
import { latinDigits } from '@/lib/masks';
import { numberFormat } from '@/i18n/intl-cache';

/** The largest amount the money input takes (spec A §5 "Currency editor mask maximum"). */
export const MAX_AMOUNT = 999_999_999.99;

/** What a typed amount reads as. `overMax` flags it rather than clamping: the person's number is not changed. */
export type ParsedAmount =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | {
      kind: 'number';
      value: number;
      /** Digits typed after the decimal point ("12.50" → 2). */
      fractionDigits: number;
      /** A decimal point was typed, even with nothing after it yet ("12,"). */
      hasPoint: boolean;
      overMax: boolean;
    };

// Spaces people type or paste as thousands separators: space, no-break space, narrow and thin spaces.
const GROUPING = /[\s\u00a0\u202f\u2009]/g;
// Digits, at most one decimal point (a comma counts as one, spec A §5, and so does the Arabic decimal
// separator), nothing else: no letters, no sign.
const AMOUNT = /^(\d*)(?:([.,\u066b])(\d*))?$/;

/**
 * Reads an amount as typed: spaces are thousands separators, a comma is a decimal point, Arabic-Indic and other
 * native digits count as 0-9.
 *
 * @example
 * parseAmount('1 234,5'); // { kind: 'number', value: 1234.5, fractionDigits: 1, hasPoint: true, overMax: false }
 * parseAmount('12abc'); // { kind: 'invalid' }
 */
export function parseAmount(text: string, max = MAX_AMOUNT): ParsedAmount {
  const compact = latinDigits(text).replace(GROUPING, '');
  if (compact === '') return { kind: 'empty' };
  const match = AMOUNT.exec(compact);
  if (!match) return { kind: 'invalid' };
  const [, whole = '', point, fraction = ''] = match;
  if (whole === '' && fraction === '') return { kind: 'invalid' }; // "." or "," alone
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  return {
    kind: 'number',
    value,
    fractionDigits: fraction.length,
    hasPoint: point !== undefined,
    overMax: value > max,
  };
}

export interface AmountLimits {
  /** Decimals allowed; 0 refuses a decimal point (JPY, VND, IDR, CNY). */
  fractionDigits: number;
  max: number;
}

/** Why the input refused a keystroke, so it can say so instead of silently ignoring the key. */
export type AmountRefusal = 'invalid' | 'noDecimals' | 'decimals' | 'max';

/**
 * Why `text` may not show in the input while the person types, or undefined when it may: an empty field, or a
 * number on its way to a valid amount ("12," is fine). A keystroke that would make it invalid (a letter, a
 * third decimal, a decimal point in a currency without decimals, more than the maximum) is refused, so the
 * field keeps what it had.
 */
export function amountRefusal(text: string, limits: AmountLimits): AmountRefusal | undefined {
  const parsed = parseAmount(text, limits.max);
  if (parsed.kind === 'empty') return undefined;
  if (parsed.kind === 'invalid') return 'invalid';
  if (parsed.hasPoint && limits.fractionDigits === 0) return 'noDecimals';
  if (parsed.fractionDigits > limits.fractionDigits) return 'decimals';
  return parsed.overMax ? 'max' : undefined;
}

export const acceptsAmountText = (text: string, limits: AmountLimits): boolean =>
  amountRefusal(text, limits) === undefined;

/** The value the form stores for `text`: a number, or undefined for an empty or unreadable field. */
export function amountValue(text: string, max = MAX_AMOUNT): number | undefined {
  const parsed = parseAmount(text, max);
  return parsed.kind === 'number' ? parsed.value : undefined;
}

/** An amount as the money input shows it after the person leaves it (spec A §9): "1 234.50". */
export const formatAmountText = (value: number, fractionDigits: number): string =>
  formatAmount(value, '', fractionDigits);

/**
 * A percentage as shown after leaving the field: up to 2 decimals, no padding zeros ("12.5", "100").
 * Dot decimal, like amounts, whatever the interface language.
 */
export const formatPercentText = (value: number): string =>
  numberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false }).format(value);

/** `value` rounded to `fractionDigits` decimals, half away from zero, without binary noise (1.005 → 1.01). */
export function roundTo(value: number, fractionDigits: number): number {
  const factor = 10 ** fractionDigits;
  const text = String(Math.abs(value));
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.49999…; exponent forms are out of range.
  const shifted = text.includes('e') ? Math.abs(value) * factor : Number(`${text}e${fractionDigits}`);
  return (Math.sign(value) * Math.round(shifted)) / factor;
}
