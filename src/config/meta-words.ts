/**
 * Words shared by the meta-schema checks of form, table and detail files (check-form-meta.ts,
 * check-table-meta.ts): where an ajv error is, as a JSON path, and how a value or a type reads to a person.
 * Pure.
 */
import type { ErrorObject } from 'ajv';
import { isObject, jsonPath, type Json } from './check-form-context';
import { didYouMean } from './did-you-mean';

/** The keys of a JSON pointer (`/a/b~1c` → `a`, `b/c`). */
export const segmentsOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** JSON path of a pointer into `data`: array positions as `[n]`. */
export function pathOf(data: unknown, pointer: string): string {
  const out: (string | number)[] = [];
  let node = data;
  for (const segment of segmentsOf(pointer)) {
    out.push(Array.isArray(node) ? Number(segment) : segment);
    node = isObject(node) || Array.isArray(node) ? (node as Json)[segment] : undefined;
  }
  return jsonPath(out);
}

/** A value as a sentence names it: `"abc"`, `the number 3`, `a list`. */
export function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'boolean' ? '' : 'the number '}${String(value)}`;
}

const TYPE_WORDS: Record<string, string> = {
  object: 'an object ({ ... })',
  array: 'a list ([ ... ])',
  string: 'a text in quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
};

/** `a, b or c`. */
export const orList = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** A JSON Schema `type` (one or a list) in words: "a text in quotes or null". */
export const typeWords = (type: unknown) =>
  orList(
    (Array.isArray(type) ? type : String(type).split(',')).map((t) => TYPE_WORDS[String(t)] ?? String(t)),
  );

/** The pointer of a key that should not be there (an additionalProperties or propertyNames error). */
export const badKeyPointer = (error: ErrorObject): string | undefined => {
  if (error.keyword !== 'additionalProperties' && error.keyword !== 'propertyNames') return undefined;
  const key = (error.params as Json).additionalProperty ?? (error.params as Json).propertyName;
  return `${error.instancePath}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
};

/** A missing key that a misspelt key beside it stands for ("sumbit" for "submit"): that one sentence says it. */
export function misspeltHere(error: ErrorObject, errors: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'required') return false;
  const missing = String((error.params as Json).missingProperty);
  return errors.some(
    (e) =>
      e.keyword === 'additionalProperties' &&
      e.instancePath === error.instancePath &&
      didYouMean(String((e.params as Json).additionalProperty), [missing]) === missing,
  );
}

/**
 * The ajv errors that only echo another (shared by every meta-schema check): `if` results, anyOf/oneOf
 * branches, anything under a key that should not be there, and "missing" for a key that is only misspelt.
 */
export function echoesAnother(errors: readonly ErrorObject[]): (error: ErrorObject) => boolean {
  const badKeys = errors.map(badKeyPointer).filter((p): p is string => p !== undefined);
  const under = (pointer: string) => badKeys.some((k) => pointer === k || pointer.startsWith(`${k}/`));
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const inUnion = (e: ErrorObject) =>
    unions.some((u) => u !== e && e.schemaPath.startsWith(`${u.schemaPath}/`));
  return (e) =>
    e.keyword === 'if' ||
    ('propertyName' in e && e.keyword !== 'propertyNames') ||
    inUnion(e) ||
    under(e.instancePath) ||
    misspeltHere(e, errors);
}
