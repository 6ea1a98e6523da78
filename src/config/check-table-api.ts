/**
 * A table or detail file against the API: its `source` is a GET the service's OpenAPI document has, its other
 * calls exist (the form check's `checkCall` says so, in the same words), and the rows or the record it reads
 * have the values the file names. Pure.
 */
import { checkCall, type FoundCall } from './check-form-api';
import { isObject, type FormUnderCheck, type Json, type ServiceName } from './check-form-context';
import {
  answerSchema,
  deref,
  documentPaths,
  methodsAt,
  objectShape,
  operationAt,
} from './check-form-openapi';
import type { FileUnderCheck, RowScope } from './check-table-context';
import { didYouMean } from './did-you-mean';

export type { FoundCall } from './check-form-api';

const OPERATION = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;

/**
 * The call at `where` (an object with `operation`), found in its document, or undefined with the problem
 * reported. Row actions fill path params from the row, so their hint says `$row`.
 */
export function findCall(file: FileUnderCheck, where: string, call: unknown, fromRow = false) {
  const shim: FormUnderCheck = {
    file: file.file,
    name: file.name,
    form: { call: topLevelQuery(call) },
    fields: [],
    input: {
      files: [],
      openapi: file.input.openapi,
      routes: [],
      optionSources: [],
      ruleNames: [],
      ruleParamProblem: () => undefined,
      catalogues: [],
    },
    error: (at, kind, message) =>
      file.error(
        at.replace(/^call/, where),
        kind,
        fromRow
          ? message.replace(/\{ "\$route": "slug" \} for the page's :slug/, '{ "$row": "id" }')
          : message,
      ),
    note: (at, kind, message) => file.note(at.replace(/^call/, where), kind, message),
    textKeys: [],
  };
  return checkCall(shim, 'call');
}

/**
 * Query params are written as dotted paths (`"filter.currency"` is the `currency` of the `filter` param): the
 * call as checkCall sees it has their first parts; `checkQueryPaths` checks the rest.
 */
function topLevelQuery(call: unknown): unknown {
  if (!isObject(call) || !isObject(call.params) || !isObject(call.params.query)) return call;
  const query = Object.fromEntries(
    Object.keys(call.params.query).map((key) => [key.split('.')[0] ?? key, null]),
  );
  return { ...call, params: { ...call.params, query } };
}

/** The dotted query params of a call (`filter.currency`) name a property of the param's object. */
export function checkQueryPaths(
  file: FileUnderCheck,
  where: string,
  found: FoundCall | undefined,
  query: unknown,
) {
  if (!found || !isObject(query)) return;
  for (const dotted of Object.keys(query).filter((key) => key.includes('.')))
    nestedParam(file, where, found, dotted);
}

/**
 * The schema of a dotted query param (`filter.status`) whose first part the call takes; undefined (with the
 * problem reported) when the param's object has no such property, `unknown` when the API does not say.
 */
export function nestedParam(file: FileUnderCheck, where: string, found: FoundCall, dotted: string) {
  const [name = '', ...rest] = dotted.split('.');
  const schema = queryParams(found).get(name);
  if (!schema) return 'unknown';
  if (rest.length === 0) return schema;
  const missing = missingValue(found.document, schema, rest.join('.'));
  if (missing) {
    file.error(
      where,
      'unknown-query-param',
      pathMessage(`${found.label} takes`, dotted, { ...missing, index: missing.index + 1 }),
    );
    return undefined;
  }
  return schemaAtPath(found.document, schema, rest.join('.')) ?? 'unknown';
}

/** The `source` call, which must be a GET: a table or detail page only reads. */
export function findSource(file: FileUnderCheck): FoundCall | undefined {
  const source = file.json.source;
  if (!isObject(source) || typeof source.operation !== 'string') return undefined;
  const match = OPERATION.exec(source.operation);
  const document = file.input.openapi[(source.service ?? 'main') as ServiceName];
  if (!match || !document) return undefined; // the meta-schema check says what is wrong
  const [, method = '', path = ''] = match;
  const methods = documentPaths(document).includes(path) ? methodsAt(document, path) : undefined;
  if (methods && (method !== 'GET' || !methods.includes('GET'))) {
    file.error(
      'source.operation',
      'not-a-read',
      methods.includes('GET')
        ? `a ${file.kind} page reads its data, so its source is a GET: write "GET ${path}".`
        : `a ${file.kind} page reads its data with a GET, and the API has only ${methods.join(', ')} at ${path}.`,
    );
    return undefined;
  }
  return findCall(file, 'source', source);
}

/** `GET /x` → the method and path of a found call. */
export const callParts = (found: FoundCall): [method: string, path: string] => {
  const [method = '', path = ''] = found.label.split(' ');
  return [method, path];
};

/** What the answer of `found` holds at a dotted path, or undefined (with the problem reported) when it lacks it. */
function answerAt(
  file: FileUnderCheck,
  where: string,
  found: FoundCall,
  path: string,
): Json | 'unknown' | undefined {
  const answer = answerSchema(found.document, found.operation);
  if (!answer) return 'unknown';
  const missing = missingValue(found.document, answer, path);
  if (missing) {
    file.error(where, 'unknown-answer-field', pathMessage(`the answer of ${found.label} has`, path, missing));
    return undefined;
  }
  return schemaAtPath(found.document, answer, path) ?? 'unknown';
}

/** The item schema of a list schema, or undefined when the schema is not a list. */
export const itemsOf = (document: Json, schema: Json): Json | undefined =>
  schema.type === 'array' || schema.items !== undefined ? (deref(document, schema.items) ?? {}) : undefined;

/** The rows a table reads: the items of the list at `source.rows` (default `data`) of the answer. */
export function rowsOf(file: FileUnderCheck, found: FoundCall | undefined): RowScope {
  if (!found) return 'unknown';
  const source = file.json.source as Json;
  const path = typeof source.rows === 'string' ? source.rows : 'data';
  const where = typeof source.rows === 'string' ? 'source.rows' : 'source';
  const list = answerAt(file, where, found, path);
  if (!isObject(list)) return 'unknown';
  const items = itemsOf(found.document, list);
  if (!items) {
    file.error(
      where,
      'rows-not-a-list',
      `"${path}" of the answer of ${found.label} is not a list: set "rows" to where the list is.`,
    );
    return 'unknown';
  }
  return { document: found.document, schema: items, label: `the rows of ${found.label} have` };
}

/** The record a detail reads: `source.record` (default `data`) of the answer. */
export function recordOf(file: FileUnderCheck, found: FoundCall | undefined): RowScope {
  if (!found) return 'unknown';
  const source = file.json.source as Json;
  const path = typeof source.record === 'string' ? source.record : 'data';
  const record = answerAt(file, typeof source.record === 'string' ? 'source.record' : 'source', found, path);
  if (!isObject(record)) return 'unknown';
  return { document: found.document, schema: record, label: `the record of ${found.label} has` };
}

/** A step of a value path the schema says is not there: its name, position, and the names there are. */
export interface MissingStep {
  step: string;
  index: number;
  known: string[];
}

/**
 * Follows a dotted value path through a schema, as the tables read rows: `customer.name`, `items.0.name`, and
 * `prices[].currency` (the `currency` of each price). Undefined when the path fits or the API does not say.
 */
export function missingValue(document: Json, schema: Json, path: string): MissingStep | undefined {
  let node: Json | undefined = schema;
  for (const [index, raw] of path.split('.').entries()) {
    if (!node) return undefined;
    const step = raw.replace(/\[\]$/, '');
    if (/^\d+$/.test(step) && node.items !== undefined) {
      node = deref(document, node.items);
      continue;
    }
    const shape = objectShape(document, node);
    if (!shape) return undefined;
    const next = shape.properties.get(step);
    if (next === undefined)
      return shape.open ? undefined : { step, index, known: [...shape.properties.keys()] };
    node = deref(document, next);
    if (raw.endsWith('[]')) node = node && itemsOf(document, node);
  }
  return undefined;
}

/** The schema at a value path (see missingValue), or undefined when it cannot be told. */
export function schemaAtPath(document: Json, schema: Json, path: string): Json | undefined {
  let node: Json | undefined = schema;
  for (const raw of path === '' ? [] : path.split('.')) {
    if (!node) return undefined;
    const step = raw.replace(/\[\]$/, '');
    if (/^\d+$/.test(step) && node.items !== undefined) node = deref(document, node.items);
    else node = deref(document, objectShape(document, node)?.properties.get(step));
    if (raw.endsWith('[]')) node = node && itemsOf(document, node);
  }
  return node;
}

/** `the rows of GET /x have no "customer.nme". Did you mean "customer.name"?` */
export function pathMessage(label: string, path: string, missing: MissingStep) {
  const prefix = path.split('.').slice(0, missing.index).join('.');
  const full = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const near = didYouMean(missing.step, missing.known);
  const hint = near
    ? ` Did you mean "${full(near)}"?`
    : missing.known.length > 0 && missing.known.length <= 12
      ? ` It has: ${missing.known.map(full).join(', ')}.`
      : '';
  return `${label} no "${path}".${hint}`;
}

/** A dotted path of a value: an error when the rows (or record) have no such value. */
export function checkPath(file: FileUnderCheck, where: string, scope: RowScope, path: unknown): boolean {
  if (typeof path !== 'string' || path === '' || typeof scope === 'string') return true;
  const missing = missingValue(scope.document, scope.schema, path);
  if (!missing) return true;
  file.error(where, 'unknown-value', pathMessage(scope.label, path, missing));
  return false;
}

/** The schema of a value of the rows, or undefined when it cannot be told. */
export const valueSchema = (scope: RowScope, path: string): Json | undefined =>
  typeof scope === 'string' ? undefined : schemaAtPath(scope.document, scope.schema, path);

/** The values a schema allows (`enum`, or the `enum` of its items), or undefined when any will do. */
export function enumOf(document: Json, schema: Json | undefined): string[] | undefined {
  const node = schema && (itemsOf(document, schema) ?? schema);
  // Query strings and labels read every value as text: filter[active]=1 for the integer 1.
  // A null of a nullable enum is shown as empty, never looked up.
  return node && Array.isArray(node.enum) ? node.enum.filter((v) => v !== null).map(String) : undefined;
}

/** A list inside the rows or record (`items`, `series`): its item schema, or the problem reported. */
export function listIn(file: FileUnderCheck, where: string, scope: RowScope, path: unknown): RowScope {
  if (typeof path !== 'string' || typeof scope === 'string' || !checkPath(file, where, scope, path))
    return 'unknown';
  const list = valueSchema(scope, path);
  if (!list) return 'unknown';
  const items = itemsOf(scope.document, list);
  const whose = scope.label.replace(/ ha(s|ve)$/, '');
  if (!items) {
    file.error(where, 'not-a-list', `"${path}" in ${whose} is not a list.`);
    return 'unknown';
  }
  return { document: scope.document, schema: items, label: `each "${path}" entry of ${whose} has` };
}

/** The query params of an operation (the path item's shared ones too), with their schemas. */
export function queryParams(found: FoundCall): Map<string, Json> {
  const [method, path] = callParts(found);
  const document = found.document;
  const item = deref(document, (document.paths as Json | undefined)?.[path]) ?? {};
  const params = new Map<string, Json>();
  const own = operationAt(document, path, method)?.parameters;
  for (const list of [item.parameters, own]) {
    for (const raw of Array.isArray(list) ? list : []) {
      const param = deref(document, raw);
      if (param?.in === 'query' && typeof param.name === 'string')
        params.set(param.name, deref(document, param.schema) ?? {});
    }
  }
  return params;
}
