/**
 * Reading an OpenAPI document the way the form checks need it: which methods a path has, an operation's
 * params, the fields its request body takes and the fields its answer has (`$ref`s and `allOf` followed).
 * Pure.
 */
import { isObject, type Json } from './check-form-context';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Follows local `$ref`s (`#/components/...`) until a plain object; undefined when one leads nowhere. */
export function deref(document: Json, value: unknown): Json | undefined {
  let node = value;
  for (let depth = 0; isObject(node) && typeof node.$ref === 'string' && depth < 20; depth++) {
    const pointer = node.$ref.startsWith('#/') ? node.$ref.slice(2).split('/') : [];
    if (pointer.length === 0) return undefined;
    node = pointer.reduce<unknown>(
      (at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      document,
    );
  }
  return isObject(node) ? node : undefined;
}

export const documentPaths = (document: Json): string[] =>
  isObject(document.paths) ? Object.keys(document.paths) : [];

/** `GET`, `POST`, ... the document has at a path. */
export function methodsAt(document: Json, path: string): string[] {
  const item = deref(document, (document.paths as Json | undefined)?.[path]);
  return item ? METHODS.filter((method) => isObject(item[method])).map((m) => m.toUpperCase()) : [];
}

export function operationAt(document: Json, path: string, method: string): Json | undefined {
  const item = deref(document, (document.paths as Json | undefined)?.[path]);
  return item ? deref(document, item[method.toLowerCase()]) : undefined;
}

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
}

/** The operation's params with the path item's shared ones. */
export function parametersOf(document: Json, path: string, method: string): Parameter[] {
  const item = deref(document, (document.paths as Json | undefined)?.[path]) ?? {};
  const read = (list: unknown) =>
    (Array.isArray(list) ? list : [])
      .map((p) => deref(document, p))
      .filter((p): p is Json => p !== undefined)
      .map((p) => ({ name: String(p.name), in: String(p.in), required: p.required === true }));
  const own = read(operationAt(document, path, method)?.parameters);
  const shared = read(item.parameters).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
  return [...shared, ...own];
}

/** The fields an object schema names; `open` when it takes others too (so unknown names cannot be judged). */
export interface ObjectShape {
  properties: Map<string, Json>;
  required: Set<string>;
  open: boolean;
}

/** An object schema's fields, `allOf` parts merged and `oneOf` / `anyOf` choices joined; undefined when not an object. */
export function objectShape(document: Json, schema: unknown, depth = 0): ObjectShape | undefined {
  const node = deref(document, schema);
  if (!node || depth > 20) return undefined;
  const shape: ObjectShape = { properties: new Map(), required: new Set(), open: false };
  const own = isObject(node.properties) ? node.properties : undefined;
  for (const [name, value] of Object.entries(own ?? {})) shape.properties.set(name, value as Json);
  for (const name of Array.isArray(node.required) ? node.required : []) shape.required.add(String(name));
  const parts = (key: string) => (Array.isArray(node[key]) ? (node[key] as unknown[]) : []);
  for (const part of parts('allOf')) merge(shape, objectShape(document, part, depth + 1), true);
  for (const part of [...parts('oneOf'), ...parts('anyOf')])
    merge(shape, objectShape(document, part, depth + 1), false);
  const isObjectType = node.type === 'object' || own !== undefined || shape.properties.size > 0;
  if (!isObjectType) return undefined;
  if (
    node.additionalProperties === true ||
    isObject(node.additionalProperties) ||
    shape.properties.size === 0
  )
    shape.open = true;
  return shape;
}

function merge(into: ObjectShape, part: ObjectShape | undefined, withRequired: boolean) {
  if (!part) return;
  for (const [name, value] of part.properties)
    if (!into.properties.has(name)) into.properties.set(name, value);
  if (withRequired) for (const name of part.required) into.required.add(name);
  if (part.open) into.open = true;
}

/** What an operation's request body is: none, an object with fields, or something else (a list, a file). */
export type BodyShape = { kind: 'none' } | { kind: 'object'; shape: ObjectShape } | { kind: 'other' };

export function requestBody(document: Json, operation: Json): BodyShape {
  const body = deref(document, operation.requestBody);
  const content = body && isObject(body.content) ? body.content : undefined;
  if (!content) return { kind: 'none' };
  const media = content['application/json'] ?? content['multipart/form-data'] ?? Object.values(content)[0];
  const shape = objectShape(document, isObject(media) ? media.schema : undefined);
  return shape ? { kind: 'object', shape } : { kind: 'other' };
}

/** The schema of a successful (2xx) JSON answer, or undefined when the document gives none. */
export function answerSchema(document: Json, operation: Json): Json | undefined {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = Object.keys(responses).find((code) => /^2\d\d$/.test(code));
  const answer = success ? deref(document, responses[success]) : undefined;
  const content = answer && isObject(answer.content) ? answer.content : {};
  const media = content['application/json'];
  return isObject(media) ? deref(document, media.schema) : undefined;
}

/** The schema at a dotted path (`data`, `data.items.0`) inside a schema, or undefined when it cannot be told. */
export function schemaAt(document: Json, schema: Json | undefined, path: string): Json | undefined {
  let node = schema;
  for (const step of path === '' ? [] : path.split('.')) {
    if (!node) return undefined;
    if (/^\d+$/.test(step) && node.items !== undefined) node = deref(document, node.items);
    else node = deref(document, objectShape(document, node)?.properties.get(step));
  }
  return node;
}

/**
 * Follows a dotted path (`fee.amount`, `items.0.name`) through a schema. `missing` names the first step the
 * schema says is not there (with the names it does have); undefined when the path fits or cannot be judged.
 */
export function missingStep(
  document: Json,
  schema: Json,
  path: string,
): { step: string; known: string[] } | undefined {
  let node: Json | undefined = schema;
  for (const step of path.split('.')) {
    if (!node) return undefined;
    if (/^\d+$/.test(step) && node.items !== undefined) {
      node = deref(document, node.items);
      continue;
    }
    const shape = objectShape(document, node);
    if (!shape) return undefined;
    const next = shape.properties.get(step);
    if (next === undefined) return shape.open ? undefined : { step, known: [...shape.properties.keys()] };
    node = deref(document, next);
  }
  return undefined;
}
