import type { Middleware } from 'openapi-fetch';

/**
 * Adds `Authorization: Bearer <token>` when a token is known and the caller did not set one.
 * Each service passes its own token source: session token (main), account-id token, ticketing token.
 */
export function bearer(token: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const value = token();
      if (value && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${value}`);
      return request;
    },
  };
}
