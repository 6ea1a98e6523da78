// The param shapes of rule definitions: readers for the checks, and plain-language problems for config:check.
import type { ParamKind } from './rule-types';

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** `[min, max]` of numbers with min ≤ max, or undefined. */
export function readRange(
  param: unknown,
  item: (v: unknown) => boolean = isFiniteNumber,
): [number, number] | undefined {
  if (!Array.isArray(param) || param.length !== 2) return undefined;
  const [min, max] = param as unknown[];
  if (!isFiniteNumber(min) || !isFiniteNumber(max) || !item(min) || !item(max)) return undefined;
  return min <= max ? [min, max] : undefined;
}

/** A whole number ≥ 0, or undefined. */
export const readCount = (param: unknown): number | undefined => (isCount(param) ? param : undefined);

/** A finite number, or undefined. */
export const readNumber = (param: unknown): number | undefined => (isFiniteNumber(param) ? param : undefined);

/** A non-empty list of whole numbers ≥ 0, or undefined. */
export function readCounts(param: unknown): number[] | undefined {
  return Array.isArray(param) && param.length > 0 && param.every(isCount) ? param : undefined;
}

/** A non-empty list of strings, or undefined. */
export function readStrings(param: unknown): string[] | undefined {
  return Array.isArray(param) && param.length > 0 && param.every(isText) ? param : undefined;
}

/** A field name, or undefined. */
export const readField = (param: unknown): string | undefined => (isText(param) ? param : undefined);

/** `"pattern"` or `["pattern", "flags"]` as a RegExp, or the reason it cannot be one. */
export function readRegex(param: unknown): RegExp | string {
  const [pattern, flags] = Array.isArray(param) ? (param as unknown[]) : [param, ''];
  if (typeof pattern !== 'string' || pattern === '')
    return 'expects a pattern: "pattern" or ["pattern", "flags"]';
  if (typeof flags !== 'string' || (Array.isArray(param) && param.length > 2))
    return 'expects a pattern: "pattern" or ["pattern", "flags"]';
  try {
    return new RegExp(pattern, flags.replace(/[gy]/g, ''));
  } catch (error) {
    return `is not a valid regular expression: ${(error as Error).message}`;
  }
}

export interface DateAfterParam {
  date: string;
  time?: string;
  ownTime?: string;
}

/** `"otherField"` or `{ "date": field, "time"?: field, "ownTime"?: field }`, or undefined. */
export function readDateAfter(param: unknown): DateAfterParam | undefined {
  if (isText(param)) return { date: param };
  if (typeof param !== 'object' || param === null || Array.isArray(param)) return undefined;
  const { date, time, ownTime, ...rest } = param as Record<string, unknown>;
  const optional = (v: unknown) => v === undefined || isText(v);
  if (!isText(date) || !optional(time) || !optional(ownTime) || Object.keys(rest).length > 0)
    return undefined;
  return { date, time: time as string | undefined, ownTime: ownTime as string | undefined };
}

const PROBLEMS: Record<ParamKind, (param: unknown) => string | undefined> = {
  flag: (p) => (p === true ? undefined : 'expects true (leave the rule out to turn it off)'),
  count: (p) => (isCount(p) ? undefined : 'expects a whole number of 0 or more'),
  kilobytes: (p) => (isFiniteNumber(p) && p > 0 ? undefined : 'expects a size in kilobytes above 0'),
  number: (p) => (isFiniteNumber(p) ? undefined : 'expects a number'),
  range: (p) => (readRange(p) ? undefined : 'expects [min, max]: two numbers, min not above max'),
  'count-range': (p) =>
    readRange(p, isCount)
      ? undefined
      : 'expects [min, max]: two whole numbers of 0 or more, min not above max',
  counts: (p) => (readCounts(p) ? undefined : 'expects a list of whole numbers of 0 or more, at least one'),
  strings: (p) => (readStrings(p) ? undefined : 'expects a list of non-empty strings, at least one'),
  field: (p) => (readField(p) ? undefined : 'expects the name of another field'),
  'field-values': (p) =>
    Array.isArray(p) &&
    p.length >= 2 &&
    isText(p[0]) &&
    p.slice(1).every((v) => v === null || typeof v !== 'object')
      ? undefined
      : 'expects ["otherField", value, …] with at least one value',
  scalar: (p) => (p === null || typeof p !== 'object' ? undefined : 'expects a string, number or true/false'),
  substring: (p) => (typeof p === 'string' && p !== '' ? undefined : 'expects a non-empty string'),
  regex: (p) => {
    const regex = readRegex(p);
    return typeof regex === 'string' ? regex : undefined;
  },
  'date-after': (p) =>
    readDateAfter(p)
      ? undefined
      : 'expects the name of another field, or { "date": field, "time"?: field, "ownTime"?: field }',
};

/** Plain-language problem with a param of this shape, or undefined when it is fine. */
export const paramKindProblem = (kind: ParamKind, param: unknown): string | undefined =>
  PROBLEMS[kind](param);
