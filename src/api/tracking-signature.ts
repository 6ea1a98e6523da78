const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The `X-Signature` of a batch: lowercase hex HMAC-SHA256 of the exact body string sent (openapi/tracking.yaml).
 * Web Crypto, so it runs in the browser and in Node alike.
 *
 * @example await signBody('demo-tracking-key', '[]') // 64 hex characters
 */
export async function signBody(key: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(body))));
}
