// A JSON Schema → fast-check arbitrary builder for the form fuzz: values shaped by the schema (types, enum,
// const, oneOf, formats, min/max, simple patterns, the form files' own `rules`), required properties mostly
// present and optional ones often left out, and at every field, now and then, hostile junk of any type.
import fc from 'fast-check';
import { dataUrl, hugeText, junk, oddNumber, PROTOTYPE_KEYS, unicodeText, withOwnKeys } from './hostile';
import { ruleShaped } from './rule-values';

export type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

export interface BuildOptions {
  /** Out of 100: how often a field holds junk instead of a schema-shaped value (default 8). */
  junkPercent?: number;
  /** How deep nested objects and lists go before only junk is made (default 6). */
  maxDepth?: number;
}

const ABSENT = Symbol('absent');

/** A weighted pick that leaves out arbitraries with no weight. */
const pick = (...choices: [number, fc.Arbitrary<unknown>][]): fc.Arbitrary<unknown> =>
  fc.oneof(...choices.filter(([weight]) => weight > 0).map(([weight, arbitrary]) => ({ weight, arbitrary })));

/** A string shaped by minLength/maxLength/pattern/format; unicode and long text now and then. */
function stringOf(schema: Schema): fc.Arbitrary<unknown> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength);
  const sized = fc.string({ minLength, maxLength: maxLength ?? Math.max(minLength, 40) });
  const pattern = typeof schema.pattern === 'string' ? patternOf(schema.pattern) : undefined;
  const format = formatOf(schema.format);
  return pick(
    [4, sized],
    [pattern ? 4 : 0, pattern ?? sized],
    [format ? 4 : 0, format ?? sized],
    [1, unicodeText],
    [1, fc.constantFrom('', ' ', '\t')],
    [
      maxLength === undefined ? 0 : 1,
      fc.string({ minLength: (maxLength ?? 0) + 1, maxLength: (maxLength ?? 0) + 5 }),
    ],
  );
}

/** A simple pattern as an arbitrary; one fast-check cannot read (lookarounds, backreferences) gives undefined. */
function patternOf(source: string): fc.Arbitrary<unknown> | undefined {
  try {
    return fc.stringMatching(new RegExp(source));
  } catch {
    return undefined;
  }
}

const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function formatOf(format: unknown): fc.Arbitrary<unknown> | undefined {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date':
      return isoDate;
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uuid':
      return fc.uuid();
    default:
      return undefined;
  }
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<unknown> {
  const min = num(schema.minimum) ?? num(schema.exclusiveMinimum);
  const max = num(schema.maximum) ?? num(schema.exclusiveMaximum);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min ?? -1e6), max: Math.floor(max ?? 1e9) })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e9, noNaN: true });
  return pick(
    [5, inRange],
    [2, fc.constantFrom(0, 1, -1, 0.005, 0.01, 99.999, 100, 100.01)],
    [1, oddNumber],
    [1, fc.constantFrom('12', '1,5', '-3', ' 7 ', '1e3', 'abc')],
  );
}

function arrayOf(schema: Schema, options: Required<BuildOptions>, depth: number): fc.Arbitrary<unknown> {
  const minItems = num(schema.minItems) ?? 0;
  const maxItems = num(schema.maxItems) ?? Math.max(minItems, 3);
  const items = isObject(schema.items) ? valueOf(schema.items, options, depth + 1) : junk;
  return pick(
    [6, fc.array(items, { minLength: minItems, maxLength: Math.min(maxItems, minItems + 4) })],
    [1, fc.array(items, { maxLength: maxItems + 2 })],
  );
}

/** Properties of the object and of its conditions (`allOf`, `then`, `else`), so conditional fields get values. */
function propertiesOf(schema: Schema): Record<string, Schema> {
  const found: Record<string, Schema> = {};
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    if (isObject(node.properties))
      for (const [name, property] of Object.entries(node.properties))
        if (!(name in found) && isObject(property)) found[name] = property;
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key])) node[key].forEach(visit);
    visit(node.then);
    visit(node.else);
  };
  visit(schema);
  return found;
}

function objectOf(schema: Schema, options: Required<BuildOptions>, depth: number): fc.Arbitrary<unknown> {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const fields = Object.entries(propertiesOf(schema)).map(([name, property]) => {
    const value = valueOf(property, options, depth + 1);
    // Required fields are mostly filled, optional ones often left out: both must be checked.
    const present = required.has(name) ? 9 : 6;
    return fc.tuple(fc.constant(name), pick([present, value], [10 - present, fc.constant(ABSENT)]));
  });
  const extra = fc.array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), junk), { maxLength: 2 });
  // Now and then one field holds another's value, so rules comparing fields (different, confirmed) fail too.
  const copy = pick([1, fc.tuple(fc.nat(), fc.nat())], [7, fc.constant(undefined)]);
  return fc
    .tuple(fc.tuple(...fields), pick([1, extra], [9, fc.constant([])]), copy)
    .map(([entries, more, pair]) => {
      const present = (entries as [string, unknown][]).filter(([, value]) => value !== ABSENT);
      if (Array.isArray(pair) && present.length > 1) {
        const [from, to] = pair as [number, number];
        const source = present[from % present.length]!;
        const index = to % present.length;
        present[index] = [present[index]![0], source[1]];
      }
      return withOwnKeys([...present, ...(more as [string, unknown][])]);
    });
}

/** The value arbitrary of a schema, without junk. */
function shapedOf(schema: Schema, options: Required<BuildOptions>, depth: number): fc.Arbitrary<unknown> {
  if (depth > options.maxDepth) return junk;
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray)?.filter(isObject) as Schema[] | undefined;
  if (branches && branches.length > 0 && !isObject(schema.properties))
    return fc.oneof(
      ...branches.map((branch) =>
        shapedOf({ ...schema, oneOf: undefined, anyOf: undefined, ...branch }, options, depth),
      ),
    );
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  const one = (type: unknown): fc.Arbitrary<unknown> => {
    if (type === 'string') return stringOf(schema);
    if (type === 'number') return numberOf(schema, false);
    if (type === 'integer') return numberOf(schema, true);
    if (type === 'boolean') return fc.boolean();
    if (type === 'null') return fc.constant(null);
    if (type === 'array' || (type === undefined && 'items' in schema)) return arrayOf(schema, options, depth);
    if (type === 'object' || (type === undefined && 'properties' in schema))
      return objectOf(schema, options, depth);
    return junk;
  };
  return fc.oneof(...types.map(one));
}

/**
 * Values for a schema: shaped by it most of the time, shaped by its `rules` (valid-looking e-mails, IBANs,
 * dates, files) often, and junk of any type now and then.
 */
export function valueOf(schema: Schema, options: Required<BuildOptions>, depth = 0): fc.Arbitrary<unknown> {
  const rules = isObject(schema.rules) ? ruleShaped(schema.rules) : undefined;
  return pick(
    [100 - options.junkPercent - (rules ? 30 : 0), shapedOf(schema, options, depth)],
    [rules ? 30 : 0, rules ?? junk],
    [options.junkPercent, fc.oneof(junk, hugeText, dataUrl)],
  );
}

/** The form data arbitrary of a form's (normalized) schema: always an object, as RJSF's form data is. */
export function formDataOf(
  schema: Schema,
  options: BuildOptions = {},
): fc.Arbitrary<Record<string, unknown>> {
  const full = { junkPercent: options.junkPercent ?? 8, maxDepth: options.maxDepth ?? 6 };
  return objectOf(schema, full, 0) as fc.Arbitrary<Record<string, unknown>>;
}
