import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_PREFIX } from '@/api/base-urls';
import { errorBody, MESSAGES } from './respond';
import { takePlannedFault } from './fault-plan';
import { FAULT_HEADER } from './tab-channel';

export { FAULT_HEADER };

/** How long the `slow` fault holds a call before the real handler answers it (issue 9: a 10 s delay). */
export const SLOW_FAULT_MS = 10_000;

/**
 * The fault kinds every operation can be given (issue 9 item 3), as `X-Demo-Fault` or fault-plan values.
 * Tests iterate this list and docs/faults.md documents each entry, so a new kind is covered everywhere.
 * Any other HTTP status (404, 422, 503 ...) works too; these are the ones the error catalogue (spec A §8) names.
 */
export const FAULT_KINDS = ['500', '401', '403', 'network', 'malformed', 'challenge', 'slow'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The body of the `malformed` fault: a JSON answer cut off mid-way. */
export const MALFORMED_BODY = '{"success": tru';

export const CHALLENGE_HTML =
  '<!doctype html><html><head><title>Just a moment...</title></head><body><script>window._challenge=1</script></body></html>';

/** What an injected error status says, as the real backend would word it. */
function messageFor(status: number): string {
  if (status === 401) return MESSAGES.unauthenticated;
  if (status === 403) return MESSAGES.featureUnavailable;
  return status >= 500 ? 'Something went wrong' : 'Request failed';
}

/**
 * Fault injection in front of every service: `X-Demo-Fault: 500` (any status), `network`, `malformed`,
 * `challenge` or `slow`, from the request header or from the fault plan (`fault-plan.ts`, browser only).
 * Without either the request falls through to the real handler.
 */
export function faultHandlers(): HttpHandler[] {
  return Object.values(DEMO_PREFIX).map((prefix) =>
    http.all(`*${prefix}/*`, async ({ request }) => {
      const fault = request.headers.get(FAULT_HEADER) ?? takePlannedFault(request);
      if (!fault) return undefined;
      if (fault === 'network') return HttpResponse.error();
      if (fault === 'malformed')
        return new HttpResponse(MALFORMED_BODY, { headers: { 'Content-Type': 'application/json' } });
      if (fault === 'challenge') return HttpResponse.html(CHALLENGE_HTML, { status: 403 });
      if (fault === 'slow') {
        await delay(SLOW_FAULT_MS);
        return undefined;
      }
      const status = Number(fault);
      if (!Number.isInteger(status) || status < 400 || status > 599) return undefined;
      return HttpResponse.json(errorBody(messageFor(status)), { status });
    }),
  );
}
