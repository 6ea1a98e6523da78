// Calls any operation of openapi/ through the app's own clients, with the parameters and body its document's
// examples give (the contract suite proves those examples succeed against the demo backend).
import type { ApiClients } from '@/api/clients';
import { deref, needsBearer, type Json, type Operation } from '../../contract/spec';
import { exampleOf } from '../../contract/request';
import { demoTokens, type Tokens } from '../../contract/tokens';

export { ORIGIN } from '../../contract/tokens';
export type { Tokens };

export interface CallInit {
  params: { path: Record<string, unknown>; query: Record<string, unknown>; header: Record<string, string> };
  body?: unknown;
}

/** openapi-fetch's init for the operation: path, required query and header parameters, and the body. */
export function callInit(op: Operation): CallInit {
  const init: CallInit = { params: { path: {}, query: {}, header: {} } };
  for (const parameter of op.parameters) {
    const value = exampleOf(parameter);
    const name = String(parameter.name);
    if (value === undefined) continue;
    if (parameter.in === 'path') init.params.path[name] = value;
    else if (parameter.in === 'query' && parameter.required) init.params.query[name] = value;
    else if (parameter.in === 'header') init.params.header[name] = String(value);
  }
  const body = op.operation.requestBody ? deref(op.document, op.operation.requestBody) : undefined;
  const content = body?.content as Record<string, Json> | undefined;
  const media = content?.['application/json'];
  if (media) {
    init.body =
      media.example ??
      Object.values((media.examples ?? {}) as Record<string, { value?: unknown }>)[0]?.value ??
      {};
  } else if (content?.['multipart/form-data']) {
    const form = new FormData();
    form.set('file', new Blob(['%PDF-1.4 demo'], { type: 'application/pdf' }), 'statement.pdf');
    init.body = form;
  }
  return init;
}

export interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

interface UntypedClient {
  request(method: string, path: string, init: object): Promise<CallResult>;
}

/** Sends the operation through its service's client, as app code would (`api.main.POST(path, init)`). */
export function callOperation(
  clients: ApiClients,
  op: Operation,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  // The generic walk over every operation cannot name each path's types; the client is the real one.
  const client = clients[op.service] as unknown as UntypedClient;
  return client.request(op.method, op.path, { ...callInit(op), headers });
}

/**
 * The operation's demo persona's tokens (tests/contract/tokens.ts); public operations of the account and
 * ticketing services go without.
 */
export async function tokensFor(op: Operation): Promise<Tokens> {
  if (op.service !== 'main' && !needsBearer(op)) return {};
  return demoTokens(op);
}
