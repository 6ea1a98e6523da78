// Calls any operation of openapi/ through the app's own clients, with the parameters and body its document's
// examples give (the contract suite proves those examples succeed against the demo backend).
import type { ApiClients } from '@/api/clients';
import { deref, needsBearer, type Json, type Operation } from '../../contract/spec';

export const ORIGIN = 'http://localhost';
const PASSWORD = 'Demo1234';

const exampleOf = (parameter: Json): unknown => {
  if (parameter.example !== undefined) return parameter.example;
  const examples = parameter.examples as Record<string, { value?: unknown }> | undefined;
  const first = examples && Object.values(examples)[0];
  if (first?.value !== undefined) return first.value;
  const schema = parameter.schema as Json | undefined;
  return schema?.example ?? schema?.default;
};

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

export interface Tokens {
  idToken?: string;
  accountIdToken?: string;
  ticketingToken?: string;
}

/**
 * Signs the operation's demo persona in and, for the account and ticketing services, exchanges the session
 * token for theirs (as the contract suite does). Public operations of those services go without.
 */
export async function tokensFor(op: Operation): Promise<Tokens> {
  if (op.service !== 'main' && !needsBearer(op)) return {};
  const email = String(op.operation['x-demo-persona'] ?? 'merchant@demo.test');
  const login = await fetch(`${ORIGIN}/ajax/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const idToken = ((await login.json()) as { data: { id_token: string } }).data.id_token;
  const exchange = async (path: string, field: string) => {
    const response = await fetch(`${ORIGIN}/ajax${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}` },
    });
    return ((await response.json()) as { data: Record<string, string> }).data[field]!;
  };
  if (op.service === 'ticketing')
    return { idToken, ticketingToken: await exchange('/api/v2/mini-apps/auth-token', 'token') };
  if (op.service === 'account')
    return {
      idToken,
      accountIdToken: await exchange('/api/v2/auth/account-id-token', 'account_id_token'),
    };
  return { idToken };
}
