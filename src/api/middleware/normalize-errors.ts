import type { Middleware } from 'openapi-fetch';
import { FALLBACK_MESSAGE, FALLBACK_STATUS, normalizeError, type ApiErrorShape } from '../errors';

/** The `code` of the error a success with an unreadable JSON body becomes. */
export const MALFORMED_RESPONSE_CODE = 'malformed_response';

const json = (shape: ApiErrorShape) =>
  new Response(JSON.stringify(shape), {
    status: shape.statusCode,
    headers: { 'Content-Type': 'application/json' },
  });

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (an HTML error page, a proxy message): keep it out of the UI; the status still speaks.
    return undefined;
  }
}

/** True when a body the client will parse as JSON is not JSON (a cut-off answer, a proxy's text). */
async function unreadable(response: Response): Promise<boolean> {
  const text = await response.clone().text();
  if (!text) return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * Turns every failed response into `{message, statusCode, errors?, code?}` (fallback 500), and a network
 * failure into a 500 of the same shape, so callers and notices handle one shape only. A success whose JSON
 * cannot be read becomes a 500 too: openapi-fetch would otherwise throw a bare SyntaxError at the caller,
 * past every `error` check.
 */
export function normalizeErrors(): Middleware {
  return {
    async onResponse({ response, options }) {
      if (response.ok) {
        if (options.parseAs !== 'json' || response.status === 204 || !(await unreadable(response)))
          return response;
        return json({
          message: FALLBACK_MESSAGE,
          statusCode: FALLBACK_STATUS,
          code: MALFORMED_RESPONSE_CODE,
        });
      }
      const shape = normalizeError(await readBody(response), response.status);
      const normalized = json(shape);
      // Keep the headers that policies downstream may need (e.g. id_token, content-type of challenges).
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'content-type' && key.toLowerCase() !== 'content-length')
          normalized.headers.set(key, value);
      });
      return normalized;
    },
    onError({ error }) {
      const message = error instanceof Error && error.name === 'AbortError' ? 'Request cancelled' : undefined;
      return json({ ...normalizeError(undefined), code: message ? 'aborted' : 'network_error' });
    },
  };
}
