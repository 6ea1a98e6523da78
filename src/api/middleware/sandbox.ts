import type { Middleware } from 'openapi-fetch';

/** In sandbox (test) mode every main-API request gets the query parameter `is_in_sandbox=1` (spec A §7). */
export function sandbox(inSandbox: () => boolean): Middleware {
  return {
    onRequest({ request }) {
      if (!inSandbox()) return request;
      const url = new URL(request.url);
      if (url.searchParams.get('is_in_sandbox') === '1') return request;
      url.searchParams.set('is_in_sandbox', '1');
      return new Request(url, request);
    },
  };
}
