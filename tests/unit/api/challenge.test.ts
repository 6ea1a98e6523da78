import { describe, expect, it } from 'vitest';
import { isChallengeResponse } from '@/api/challenge';

const CHALLENGE =
  '<!doctype html><html><head><title>Just a moment...</title></head><body><script>window._challenge=1</script></body></html>';

describe('isChallengeResponse', () => {
  it.each([
    ['the demo challenge page', 'text/html', CHALLENGE, true],
    ['with a charset', 'text/html; charset=UTF-8', CHALLENGE, true],
    [
      'a CDN challenge script',
      'text/html',
      '<html><script src="/cdn-cgi/challenge-platform/h/b"></script>',
      true,
    ],
    ['a cf_chl option block', 'text/html', '<script>window._cf_chl_opt={}</script>', true],
    ['a plain HTML error page', 'text/html', '<html><body>Bad gateway</body></html>', false],
    ['HTML with a script but no marker', 'text/html', '<html><script>track()</script>Oops</html>', false],
    ['a marker but no script', 'text/html', '<html><body>Just a moment...</body></html>', false],
    ['the same text sent as JSON', 'application/json', JSON.stringify({ message: CHALLENGE }), false],
    ['no content type', null, CHALLENGE, false],
  ])('%s → %s', (_case, contentType, body, expected) => {
    expect(isChallengeResponse(contentType, body)).toBe(expected);
  });
});
