import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OperationCall, SubmitCall } from '@/config/form-file';
import { resolveValues, type ValueSources } from './value-refs';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type LooseClient = Record<
  Method,
  (
    path: string,
    init: { params?: { path?: object; query?: object }; body?: unknown },
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>
>;

/** `"POST /api/v2/main/send-money"` → method and path. config:check guarantees the operation exists. */
export function parseOperation(operation: string): { method: Method; path: string } {
  const [method = '', path = ''] = operation.trim().split(/\s+/, 2);
  return { method: method.toUpperCase() as Method, path };
}

/**
 * Calls an operation of a config file through the typed client of its service (so the token, fingerprint,
 * sandbox and error middleware all apply) with params already worked out, and returns the answer's body; a
 * failure throws the normalised ApiError. The paths come from config files, not code, so the call is typed
 * loosely here and checked against the OpenAPI documents by `npm run config:check`.
 */
export async function callApi(
  call: Pick<OperationCall, 'operation' | 'service'>,
  params: { path?: Record<string, unknown>; query?: Record<string, unknown> },
  body?: unknown,
): Promise<unknown> {
  const { method, path } = parseOperation(call.operation);
  const client = api[call.service ?? 'main'] as unknown as LooseClient;
  // A read sends no body (fetch refuses one on GET), whatever the caller worked out.
  const sendsBody = body !== undefined && method !== 'GET' && method !== 'DELETE';
  return unwrap(client[method](path, { params, ...(sendsBody && { body }) }));
}

/** Calls a form file's operation, its params resolved from the form's sources. */
export async function callOperation(
  call: OperationCall,
  sources: ValueSources,
  body?: Record<string, unknown>,
): Promise<unknown> {
  const params = {
    path: resolveValues(call.params?.path, sources),
    query: resolveValues(call.params?.query, sources),
  };
  return callApi(call, params, body);
}

/** The body a submit sends: the form data without `omit`, plus `extra`. */
export function submitBody(call: SubmitCall, sources: ValueSources): Record<string, unknown> {
  const data = { ...(sources.formData ?? {}) };
  for (const field of call.omit ?? []) delete data[field];
  for (const [key, value] of Object.entries(data)) if (value === undefined) delete data[key];
  return { ...data, ...resolveValues(call.extra, sources) };
}
