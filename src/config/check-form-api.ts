/**
 * A form file against the API: each call (`load`, `submit`, `quote`) names an operation the service's OpenAPI
 * document has, with every path param given; what the form sends is what that operation's body takes; the
 * quote's lines are in its answer. So a backend edit to openapi/*.yaml that a form no longer fits is named. Pure.
 */
import {
  isObject,
  pathParams,
  quotedList,
  type FormUnderCheck,
  type Json,
  type ServiceName,
} from './check-form-context';
import {
  answerSchema,
  documentPaths,
  methodsAt,
  missingStep,
  objectShape,
  operationAt,
  parametersOf,
  requestBody,
  schemaAt,
} from './check-form-openapi';
import { suggestion } from './did-you-mean';

const OPERATION = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;
const SERVICES: readonly ServiceName[] = ['main', 'account', 'settings', 'ticketing', 'tracking'];
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** A call whose operation was found in its document. */
export interface FoundCall {
  document: Json;
  operation: Json;
  label: string;
}

/** Where a path the document lacks really is: the same path with other param names, or another service. */
function misplacedPath(form: FormUnderCheck, service: ServiceName, path: string): string {
  const here = documentPaths(form.input.openapi[service] ?? {});
  const twin = here.find((p) => shapeOf(p) === shapeOf(path));
  if (twin) return `the API writes this path as "${twin}": use the same {param} names.`;
  for (const other of SERVICES.filter((s) => s !== service)) {
    const paths = documentPaths(form.input.openapi[other] ?? {});
    if (paths.some((p) => shapeOf(p) === shapeOf(path)))
      return `"${path}" is not in the ${service} API (openapi/${service}.yaml) but in the ${other} API: add "service": "${other}".`;
  }
  return `the ${service} API (openapi/${service}.yaml) has no path "${path}".${suggestion(path, here, { list: false })}`;
}

/** The `{param}`s given in `params.path` and the query params the operation declares. */
function checkParams(form: FormUnderCheck, place: string, call: Json, found: FoundCall, path: string) {
  const params = isObject(call.params) ? call.params : {};
  const given = isObject(params.path) ? Object.keys(params.path) : [];
  const needed = pathParams(path);
  for (const name of needed.filter((n) => !given.includes(n))) {
    form.error(
      place,
      'missing-path-param',
      `the path needs {${name}}: add "params": { "path": { "${name}": ... } }, e.g. { "$route": "slug" } for the page's :slug.`,
    );
  }
  for (const name of given.filter((n) => !needed.includes(n))) {
    form.error(
      `${place}.params.path`,
      'unknown-path-param',
      `"${name}" is not a {param} of ${path}.${suggestion(name, needed)}`,
    );
  }
  const declared = parametersOf(found.document, path, found.label.split(' ')[0] ?? '').filter(
    (p) => p.in === 'query',
  );
  const query = isObject(params.query) ? Object.keys(params.query) : [];
  for (const name of query.filter((n) => !declared.some((p) => p.name === n))) {
    // The client adds is_in_sandbox to every call itself (src/api/clients.ts); a form never gives it.
    const known = declared.map((p) => p.name).filter((n) => n !== 'is_in_sandbox');
    form.error(
      `${place}.params.query`,
      'unknown-query-param',
      `${found.label} takes no query param "${name}".${suggestion(name, known)}`,
    );
  }
  // A call that works in test mode only requires is_in_sandbox, which the client adds while test mode is on.
  const requiredQuery = declared.filter((p) => p.required && p.name !== 'is_in_sandbox');
  for (const param of requiredQuery.filter((p) => !query.includes(p.name))) {
    form.error(
      place,
      'missing-query-param',
      `${found.label} needs the query param "${param.name}": add "params": { "query": { "${param.name}": ... } }.`,
    );
  }
}

/** The call's operation in its document, or undefined (with the problem reported) when it is not there. */
export function checkCall(form: FormUnderCheck, place: string): FoundCall | undefined {
  // `place` is a top-level call (`submit`) or a nested one (`serverRules.description`).
  const call = place
    .split('.')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), form.form);
  if (!isObject(call) || typeof call.operation !== 'string') return undefined;
  const match = OPERATION.exec(call.operation);
  const service = (call.service ?? 'main') as ServiceName;
  const document = form.input.openapi[service];
  if (!match || !document) return undefined; // the meta-schema check reports the shape and the service
  const [, method = '', path = ''] = match;
  if (!documentPaths(document).includes(path)) {
    form.error(`${place}.operation`, 'unknown-operation', misplacedPath(form, service, path));
    return undefined;
  }
  const methods = methodsAt(document, path);
  const operation = operationAt(document, path, method);
  if (!operation) {
    const likely = (place === 'load' ? methods : methods.filter((m) => m !== 'GET'))[0] ?? methods[0];
    form.error(
      `${place}.operation`,
      'wrong-method',
      `the API has ${quotedList(methods).replace(/"/g, '')}, not ${method}, at ${path}.${likely ? ` Did you mean "${likely} ${path}"?` : ''}`,
    );
    return undefined;
  }
  const found = { document, operation, label: `${method} ${path}` };
  checkParams(form, place, call, found, path);
  return found;
}

/** A name the form sends and where in the file it comes from. */
interface Sent {
  name: string;
  where: string;
  /** How to stop sending it, for the "the API does not take it" message. */
  drop: string;
  /** A field of the record `load` reads, sent back because the form holds it. */
  loaded?: boolean;
}

/** What the form sends is what the operation's body takes, and every field the body needs is sent. */
export function checkBody(form: FormUnderCheck, place: string, found: FoundCall, sent: readonly Sent[]) {
  const body = requestBody(found.document, found.operation);
  if (body.kind === 'none') {
    if (sent.length > 0 && !found.label.startsWith('GET'))
      form.error(
        place,
        'no-body',
        `${found.label} takes no body, but the form would send ${quotedList(sent.map((s) => s.name))}.`,
      );
    return;
  }
  if (body.kind !== 'object') return;
  const { shape } = body;
  const known = [...shape.properties.keys()];
  if (!shape.open) {
    for (const item of sent.filter((s) => !shape.properties.has(s.name))) {
      const near = suggestion(item.name, known, { list: false });
      form.error(
        item.where,
        'unknown-body-field',
        item.loaded
          ? `the record that load reads has a field "${item.name}", which ${found.label} does not take: ${item.drop}`
          : `the API does not take a field "${item.name}" (${found.label}).${near || ` ${item.drop}`}`,
      );
    }
  }
  const names = new Set(sent.map((s) => s.name));
  for (const name of [...shape.required].filter((n) => !names.has(n))) {
    form.error(
      place,
      'missing-body-field',
      `the API needs a field "${name}" (${found.label}) that the form does not send: add it to ${place === 'quote' ? 'quote.fields' : 'schema.properties'}, or to ${place}.extra if the person does not type it.`,
    );
  }
}

/** Each quote line's `path` is a field of the quote's answer; a money line given as a number names its currency. */
export function checkQuoteLines(form: FormUnderCheck, found: FoundCall) {
  const quote = form.form.quote;
  const data = schemaAt(found.document, answerSchema(found.document, found.operation), 'data');
  if (!isObject(quote) || !Array.isArray(quote.show) || !data) return;
  quote.show.forEach((line, index) => {
    if (!isObject(line) || typeof line.path !== 'string' || line.path === '') return;
    const missing = missingStep(found.document, data, line.path);
    if (!missing) {
      const value = schemaAt(found.document, data, line.path);
      if (line.format === 'money' && line.currency === undefined && value?.type === 'number')
        form.error(
          `quote.show[${index}].currency`,
          'money-without-currency',
          `the answer gives "${line.path}" as a plain number, so the line cannot say which currency it is in: add "currency", e.g. { "$field": "source_currency" }.`,
        );
      return;
    }
    form.error(
      `quote.show[${index}].path`,
      'unknown-answer-field',
      `the answer of ${found.label} has no "${missing.step}" in its data.${suggestion(missing.step, missing.known)}`,
    );
  });
}

/**
 * The fields of the record `load` reads (at `pick` in its answer, default `data`): they fill the form, so they
 * are sent back unless omitted. `any` when the answer's schema does not tell.
 */
export function loadedFields(found: FoundCall, pick: unknown): readonly string[] | 'any' {
  const path = typeof pick === 'string' ? pick : 'data';
  const record = schemaAt(found.document, answerSchema(found.document, found.operation), path);
  const shape = record ? objectShape(found.document, record) : undefined;
  return shape && !shape.open ? [...shape.properties.keys()] : 'any';
}
