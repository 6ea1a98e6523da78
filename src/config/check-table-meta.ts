/**
 * A table or detail file against its meta-schema (schemas/meta/table.schema.json, detail.schema.json: the ones
 * editors use too), with ajv's errors turned into sentences at the JSON path they are about, in the words of
 * the form check (check-form-meta.ts). Pure; Node only (ajv compiles the meta-schemas with `new Function`).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import detailSchema from '../../schemas/meta/detail.schema.json';
import tableSchema from '../../schemas/meta/table.schema.json';
import { isObject, type Json } from './check-form-context';
import { suggestion } from './did-you-mean';
import { describe, echoesAnother, orList, pathOf, typeWords } from './meta-words';

export type FileKind = 'table' | 'detail';

const SCHEMAS: Record<FileKind, Json> = { table: tableSchema, detail: detailSchema };

const EXAMPLE_KEY: Record<FileKind, string> = {
  table: 'tables:taxes.title',
  detail: 'details:invoice.title',
};

const HINTS: Record<string, string> = {
  source: ': add the call that reads the data, e.g. { "operation": "GET /api/v2/main/transactions" }.',
  columns: ': add the columns, e.g. [{ "id": "name", "label": "tables:taxes.name", "value": "name" }].',
  sections: ': add what the page shows, e.g. [{ "type": "fields", "fields": [ ... ] }].',
  operation: ': add the API call as "METHOD /path", e.g. "GET /api/v2/main/transactions".',
  label: ': add its text, a text key.',
  actions: ': add what the buttons do, e.g. [{ "kind": "link", "label": "...", "to": "..." }].',
  link: ': add where the cell links to, { "to": "route-name", "params": { ... } }.',
  notice: ': add the text key shown after the call worked.',
  value: ': add where the value is, a dotted path such as "amount" or "customer.name".',
};

const compiled = new Map<FileKind, ValidateFunction>();
function validator(kind: FileKind): ValidateFunction {
  let validate = compiled.get(kind);
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strictTypes: false, allowUnionTypes: true });
    validate = ajv.compile(SCHEMAS[kind]);
    compiled.set(kind, validate);
  }
  return validate;
}

const definitions = (kind: FileKind) => SCHEMAS[kind].definitions as Record<string, Json>;

/** How to add a missing key; a date range's `from` and `to` are query params, elsewhere `to` is a page. */
function hint(kind: FileKind, key: string, data: unknown): string {
  if (key === 'title') return `: add the page title, a text key such as "${EXAMPLE_KEY[kind]}".`;
  const dateRange = isObject(data) && data.type === 'dateRange';
  if (dateRange && (key === 'from' || key === 'to'))
    return `: add the query param of the ${key === 'from' ? 'first' : 'last'} day, e.g. "filter.date_${key}".`;
  if (key === 'to') return ': add the page, a route name of routes.config.ts.';
  return HINTS[key] ?? '.';
}

/** A setting only one type of column or field uses (the meta-schema names it in the `$comment` of that type). */
const needsType = (key: string, current?: unknown) =>
  current === undefined
    ? `"${key}" only works with "type": "${key}": add that, or remove "${key}".`
    : `"${key}" only works with "type": "${key}", not ${describe(current)}: change the type, or remove "${key}".`;

/** What decides which settings an object takes: its `kind`, its `type`, or (a toolbar button) its target. */
function chosenBy(data: unknown, allowed: readonly string[]): string {
  if (!isObject(data)) return 'this entry';
  for (const key of ['kind', 'type'])
    if (typeof data[key] === 'string') return `"${key}": ${JSON.stringify(data[key])}`;
  const target = ['to', 'form', 'table'].find((key) => key in data && allowed.includes(key));
  return target ? `"${target}"` : 'this entry';
}

function sentence(kind: FileKind, error: ErrorObject): string {
  const defs = definitions(kind);
  const data: unknown = error.data;
  const parent = (error.parentSchema ?? {}) as Json;
  const params = error.params as Json;
  const known = Object.keys((parent.properties ?? {}) as Json);
  switch (error.keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      const needs = ((parent.properties as Json | undefined)?.type as Json | undefined)?.$comment;
      if (key === 'type' && typeof needs === 'string') return needsType(needs);
      return `"${key}" is missing${hint(kind, key, data)}`;
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      if (parent === defs.valueRef?.then)
        return `"${key}" is not a value reference.${suggestion(key, known)}`;
      return `"${key}" is not a setting here.${suggestion(key, known)}`;
    }
    case 'propertyNames': {
      const key = String(params.propertyName);
      const allowed = ((parent.propertyNames as Json | undefined)?.enum ?? []) as string[];
      return `"${key}" does not go with ${chosenBy(data, allowed)}: remove it (this entry takes ${allowed.join(', ')}).`;
    }
    case 'anyOf': {
      const branches = (parent.anyOf ?? []) as Json[];
      const names = branches.flatMap((b) => (Array.isArray(b.required) ? (b.required as string[]) : []));
      if (names.length === branches.length) return `needs ${orList(names.map((n) => `"${n}"`))}.`;
      return `${describe(data)} is not allowed here.`;
    }
    case 'type':
      return `must be ${typeWords(params.type)}, not ${describe(data)}.`;
    case 'enum':
      return `${describe(data)} is not allowed here.${suggestion(String(data), params.allowedValues as string[])}`;
    case 'const':
      if (typeof parent.$comment === 'string') return needsType(parent.$comment, data);
      if (params.allowedValue === false)
        return `must be false (to hide it) or an object ({ ... }), not ${describe(data)}.`;
      return `must be ${JSON.stringify(params.allowedValue)}, not ${describe(data)}.`;
    case 'pattern':
      if (parent === defs.textKey)
        return `${describe(data)} is not a text key: write a key such as "${EXAMPLE_KEY[kind]}" and put the text in locales/en/${kind}s.json and the other 14 languages.`;
      if (parent === defs.operation)
        return `${describe(data)} must be written as "METHOD /path", e.g. "GET /api/v2/main/transactions".`;
      if (String(params.pattern).endsWith('\\.)*$'))
        return `${describe(data)} is not a text key prefix: write one such as "statuses:" or "${kind}s:invoice.status." (the value is added at the end).`;
      return `${describe(data)} may only hold letters, digits, "-", "_" and ".".`;
    case 'minItems':
      return `must list at least ${String(params.limit)} ${params.limit === 1 ? 'entry' : 'entries'}.`;
    case 'minProperties':
    case 'maxProperties':
      if (parent === defs.valueRef?.then)
        return 'a value reference has exactly one key, such as { "$row": "id" } or { "$route": "slug" }.';
      return `must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(params.limit)} entries.`;
    case 'minimum':
    case 'maximum':
      return `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}, not ${describe(data)}.`;
    case 'minLength':
      return 'must not be empty.';
    default:
      return `${describe(data)} is not allowed here (${error.message ?? error.keyword}).`;
  }
}

/** A key the file should not have: its own errors and those under it add nothing. */

/** A key no entry of this kind takes is said once, as "not a setting here", not again as "does not go with". */
function saidAsUnknown(error: ErrorObject, errors: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'propertyNames') return false;
  const key = (error.params as Json).propertyName;
  return errors.some(
    (e) =>
      e.keyword === 'additionalProperties' &&
      e.instancePath === error.instancePath &&
      (e.params as Json).additionalProperty === key,
  );
}

/** One "does not go with" per entry: a second would only name the first key again from the other side. */
const laterPropertyNames = (error: ErrorObject, errors: readonly ErrorObject[]): boolean =>
  error.keyword === 'propertyNames' &&
  errors.find((e) => e.keyword === 'propertyNames' && e.instancePath === error.instancePath) !== error;

/**
 * The errors worth a sentence: no `if` echoes, no anyOf branches, nothing under a key that should not be there,
 * no "missing" for a key that is only misspelt.
 */
function worthSaying(errors: readonly ErrorObject[]): ErrorObject[] {
  const echo = echoesAnother(errors);
  return errors.filter((e) => !echo(e) && !saidAsUnknown(e, errors) && !laterPropertyNames(e, errors));
}

/**
 * The file's problems against its meta-schema, as `{ where, message }`, in the file's order.
 *
 * @example
 * metaSchemaProblems('table', { title: 'tables:taxes.title', sourse: {}, columns: [] });
 * // [{ where: 'top level', message: '"sourse" is not a setting here. Did you mean "source"?' },
 * //  { where: 'columns', message: 'must list at least 1 entry.' }]
 */
export function metaSchemaProblems(kind: FileKind, file: unknown): { where: string; message: string }[] {
  const validate = validator(kind);
  if (validate(file)) return [];
  const seen = new Set<string>();
  return worthSaying(validate.errors ?? [])
    .map((error) => ({ where: pathOf(file, error.instancePath), message: sentence(kind, error) }))
    .filter(({ where, message }) => !seen.has(`${where}\n${message}`) && seen.add(`${where}\n${message}`));
}
