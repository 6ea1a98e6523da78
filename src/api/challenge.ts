/**
 * Bot-protection challenge pages (a CDN's "Just a moment..." page) answer an API call with HTML instead of
 * JSON. The page itself must load in the browser for the visitor to pass the check, so the app reloads
 * (spec A §8). Detection needs all three signs, so an ordinary HTML error page from a proxy is not mistaken
 * for a challenge: an HTML content type, a `<script>` and a known challenge marker.
 */
const CHALLENGE_MARKERS = /challenge|cf[-_]chl|just a moment|captcha-delivery|_incapsula_/i;

/** True when a response's content type names HTML. */
export const isHtmlContentType = (contentType: string | null | undefined): boolean =>
  /\btext\/html\b/i.test(contentType ?? '');

/**
 * True when a response is a challenge page.
 *
 * @example
 * isChallengeResponse('text/html', '<html><head><title>Just a moment...</title></head><script>…</script></html>'); // true
 * isChallengeResponse('text/html', '<html><body>Bad gateway</body></html>'); // false: no script, no marker
 */
export function isChallengeResponse(contentType: string | null | undefined, body: string): boolean {
  return isHtmlContentType(contentType) && /<script[\s>]/i.test(body) && CHALLENGE_MARKERS.test(body);
}
