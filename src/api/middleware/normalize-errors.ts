import type { Middleware } from 'openapi-fetch';
import { normalizeError, type ApiErrorShape } from '../errors';

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

/**
 * Turns every failed response into `{message, statusCode, errors?, code?}` (fallback 500), and a network
 * failure into a 500 of the same shape, so callers and notices handle one shape only.
 */
export function normalizeErrors(): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return response;
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
