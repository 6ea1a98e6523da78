import type { Middleware } from 'openapi-fetch';

/** The ticketing service takes an optional `X-Tenant` header (spec A §7). */
export function tenant(get: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const value = get();
      if (value) request.headers.set('X-Tenant', value);
      return request;
    },
  };
}
