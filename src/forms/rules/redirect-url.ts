/**
 * A redirect URL without its query string and anchor (spec A §5, spec B §5: "removed automatically"), trimmed.
 * Text that is not an absolute URL is left as it is, so the website rule can still tell the person what is wrong.
 */
export function cleanRedirectUrl(url: string): string {
  const trimmed = url.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+/i.test(trimmed)) return url;
  return trimmed.replace(/[?#].*$/s, '');
}
