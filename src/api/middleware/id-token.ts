import type { Middleware } from 'openapi-fetch';

export const ID_TOKEN_HEADER = 'id_token';

/** A response header `id_token` refreshes the session tokens (spec A §7). */
export function idTokenRefresh(onToken: (token: string) => void): Middleware {
  return {
    onResponse({ response }) {
      const token = response.headers.get(ID_TOKEN_HEADER);
      if (token) onToken(token);
      return response;
    },
  };
}
