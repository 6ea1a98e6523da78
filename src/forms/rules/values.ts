// Reading form values the way every rule needs: what counts as empty, as text, as a number.

/** Empty values pass every rule but the required family (as in vee-validate and Laravel). */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** A value as text for the text rules: strings as they are, finite numbers written out, nothing else. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** A number from a number or a numeric string; a comma counts as the decimal point (spec A §5). */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

/** Length in characters (code points, as JSON Schema's maxLength counts) or in items. */
export function lengthOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  const text = asText(value);
  return text === undefined ? undefined : [...text].length;
}

/** Scalars compared as written: `5` equals `"5"`, `true` equals `"true"` (form inputs hold strings). */
export function sameScalar(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const scalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
  return scalar(a) && scalar(b) && String(a) === String(b);
}

/** A check that lets empty values through and hands the rest over as text (non-text values fail). */
export const textRule =
  (test: (text: string) => boolean) =>
  (value: unknown): boolean => {
    if (isEmpty(value)) return true;
    const text = asText(value);
    return text !== undefined && test(text);
  };

/** A text check for flag rules (`"rule": true`) from a regular expression. */
export const matches = (pattern: RegExp) => textRule((text) => pattern.test(text));
