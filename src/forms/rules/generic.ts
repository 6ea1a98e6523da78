// The generic rules of spec A §5: e-mail, lengths, numeric values, digits and letters.
import { readCount, readCounts, readNumber, readRange, readStrings } from './params';
import type { RuleDef } from './rule-types';
import { asNumber, isEmpty, lengthOf, matches, textRule } from './values';

// The WHATWG e-mail form (what <input type="email"> accepts), with a dot and a top-level domain of 2+ letters.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}$/;
const DIGITS = /^\d+$/;

/** Passes empty values; otherwise `test(n)` with the value's length (string or array), if it has one. */
const lengthRule =
  (test: (length: number, param: unknown) => boolean): RuleDef['check'] =>
  (value, param) => {
    if (isEmpty(value)) return true;
    const length = lengthOf(value);
    return length !== undefined && test(length, param);
  };

/** Passes empty values; otherwise `test(n)` with the value as a number, if it is one. */
const numberRule =
  (test: (n: number, param: unknown) => boolean): RuleDef['check'] =>
  (value, param) => {
    if (isEmpty(value)) return true;
    const n = asNumber(value);
    return n !== undefined && test(n, param);
  };

/** Passes empty values; otherwise the value must be digits only and `test(count)` with their count. */
const digitsRule =
  (test: (count: number, param: unknown) => boolean): RuleDef['check'] =>
  (value, param) =>
    textRule((text) => DIGITS.test(text) && test(text.length, param))(value);

const atLeast = (n: number, limit: number | undefined) => limit !== undefined && n >= limit;
const atMost = (n: number, limit: number | undefined) => limit !== undefined && n <= limit;
const within = (n: number, range: [number, number] | undefined) =>
  range !== undefined && n >= range[0] && n <= range[1];
const rangeValues = (param: unknown) => {
  const [min = '', max = ''] = Array.isArray(param) ? (param as (string | number)[]) : [];
  return { min, max };
};
const numberValue = (key: string) => (param: unknown) => ({ [key]: readNumber(param) ?? String(param) });

export const GENERIC_RULES = {
  email: { param: 'flag', check: matches(EMAIL) },
  email_except: {
    param: 'strings',
    check: (value, param) =>
      textRule((text) => EMAIL.test(text) || (readStrings(param) ?? []).includes(text))(value),
  },
  min: {
    param: 'count',
    check: lengthRule((n, p) => atLeast(n, readCount(p))),
    values: numberValue('length'),
  },
  max: {
    param: 'count',
    check: lengthRule((n, p) => atMost(n, readCount(p))),
    values: numberValue('length'),
  },
  length: {
    param: 'count',
    check: lengthRule((n, p) => n === readCount(p)),
    values: numberValue('length'),
  },
  min_value: {
    param: 'number',
    check: numberRule((n, p) => atLeast(n, readNumber(p))),
    values: numberValue('min'),
  },
  max_value: {
    param: 'number',
    check: numberRule((n, p) => atMost(n, readNumber(p))),
    values: numberValue('max'),
  },
  between: { param: 'range', check: numberRule((n, p) => within(n, readRange(p))), values: rangeValues },
  digits: { param: 'count', check: digitsRule((n, p) => n === readCount(p)), values: numberValue('length') },
  digits_between: {
    param: 'count-range',
    check: digitsRule((n, p) => within(n, readRange(p, Number.isInteger))),
    values: rangeValues,
  },
  digits_or: {
    param: 'counts',
    check: digitsRule((n, p) => (readCounts(p) ?? []).includes(n)),
    values: (param) => ({ lengths: Array.isArray(param) ? param.join(', ') : String(param) }),
  },
  numeric: { param: 'flag', check: matches(/^-?\d+([.,]\d+)?$/) },
  integer: { param: 'flag', check: matches(/^-?\d+$/) },
  alpha: { param: 'flag', check: matches(/^[\p{L}\p{M}]+$/u) },
  alpha_num: { param: 'flag', check: matches(/^[\p{L}\p{M}\p{N}]+$/u) },
  alpha_spaces: { param: 'flag', check: matches(/^[\p{L}\p{M} ]+$/u) },
  // Amounts: above 0 and at least one cent, so 0.001 (which shows as 0.00) does not pass.
  greater_than_zero: { param: 'flag', check: numberRule((n) => n >= 0.01) },
} satisfies Record<string, RuleDef>;
