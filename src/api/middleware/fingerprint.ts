import type { Middleware } from 'openapi-fetch';

export const FINGERPRINT_HEADER = 'X-Device-Fingerprint';

/** Every main-API request carries the device fingerprint header (spec A §7). */
export function fingerprint(
  get: (method: string, schemaPath: string) => Promise<string | undefined> | string | undefined,
): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const value = await get(request.method, schemaPath);
      if (value) request.headers.set(FINGERPRINT_HEADER, value);
      return request;
    },
  };
}
