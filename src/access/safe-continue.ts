/**
 * A `continue` or redirect target is followed only when it is a same-origin relative path (DESIGN §4).
 * Rejects protocol-relative (`//host`), backslash tricks (`/\host`), schemes (`https:`, `javascript:`),
 * control characters, and the same forms percent-encoded once or twice.
 */
export function safeContinue(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let decoded = raw;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return undefined;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const candidates = [raw, decoded];
  const hostile = candidates.some(
    (value) =>
      !value.startsWith('/') ||
      value.startsWith('//') ||
      value.includes('\\') ||
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u001f\u007f]/.test(value) ||
      /^\/[^/]*:/.test(value),
  );
  if (hostile) return undefined;
  // Let the URL parser have the last word: it must stay on a dummy origin.
  const base = 'https://same-origin.invalid';
  const url = new URL(raw, base);
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
