import { DEMO_PREFIX } from '@/api/base-urls';
import { deref, type Json, type Operation } from './spec';
import { ORIGIN } from './tokens';

export { ORIGIN };

/** A parameter's documented example (its own, its first named one, its schema's example or default). */
export const exampleOf = (parameter: Json): unknown => {
  if (parameter.example !== undefined) return parameter.example;
  const examples = parameter.examples as Record<string, { value?: unknown }> | undefined;
  const first = examples && Object.values(examples)[0];
  if (first?.value !== undefined) return first.value;
  const schema = parameter.schema as Json | undefined;
  return schema?.example ?? schema?.default;
};

export interface BuiltRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  missing: string[];
}

/** Builds the request the spec's own examples describe; lists what the spec left without an example. */
export function buildRequest(op: Operation, token?: string): BuiltRequest {
  const missing: string[] = [];
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of op.parameters) {
    const value = exampleOf(parameter);
    const name = String(parameter.name);
    if (value === undefined) {
      if (parameter.required) missing.push(`${parameter.in} parameter "${name}"`);
      continue;
    }
    if (parameter.in === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && parameter.required) query.set(name, String(value));
    else if (parameter.in === 'header') headers[name] = String(value);
  }
  const init: BuiltRequest['init'] = { method: op.method.toUpperCase(), headers };
  const body = op.operation.requestBody ? deref(op.document, op.operation.requestBody) : undefined;
  const content = body?.content as Record<string, Json> | undefined;
  if (content?.['application/json']) {
    const media = content['application/json'];
    const example =
      media.example ?? Object.values((media.examples ?? {}) as Record<string, { value?: unknown }>)[0]?.value;
    if (example === undefined) missing.push('JSON request body example');
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(example ?? {});
  } else if (content?.['multipart/form-data']) {
    const form = new FormData();
    form.set('file', new Blob(['%PDF-1.4 demo'], { type: 'application/pdf' }), 'statement.pdf');
    init.body = form;
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const search = query.toString();
  return { url: `${ORIGIN}${DEMO_PREFIX[op.service]}${path}${search ? `?${search}` : ''}`, init, missing };
}
