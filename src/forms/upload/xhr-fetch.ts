/** How far an upload's body has been sent, 0 to 1; undefined when the browser cannot tell (no total). */
export type ProgressListener = (fraction: number | undefined) => void;

// Headers a page may not set on an XMLHttpRequest (the browser sets them itself and warns otherwise).
const FORBIDDEN = new Set([
  'content-length',
  'host',
  'connection',
  'accept-encoding',
  'cookie',
  'origin',
  'referer',
]);

/** `getAllResponseHeaders()` text to Headers. */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for openapi-fetch's per-request `fetch` option that sends the request with XMLHttpRequest, the one
 * browser API that reports upload progress. It receives the Request after the client's middleware ran, so the
 * bearer token, fingerprint header and sandbox query parameter are the ones every other call sends, and its
 * Response goes back through the same middleware (id_token refresh, error policy, error shape).
 */
export function xhrFetch(
  onProgress: ProgressListener,
  signal?: AbortSignal,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      request.headers.forEach((value, name) => {
        if (!FORBIDDEN.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) =>
        onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined);
      xhr.onload = () => {
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY.has(status) ? null : (xhr.response as ArrayBuffer | null), {
            status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // Same failure fetch gives, so callers and middleware treat both transports alike.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      if (signal?.aborted) return xhr.onabort(new ProgressEvent('abort'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
