import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_PREFIX } from '@/api/base-urls';
import { errorBody } from './respond';
import { takePlannedFault } from './fault-plan';

/** The header a test (or the fault panel, later) sets to make the next call fail on purpose. */
export const FAULT_HEADER = 'X-Demo-Fault';

const CHALLENGE_HTML =
  '<!doctype html><html><head><title>Just a moment...</title></head><body><script>window._challenge=1</script></body></html>';

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
        return new HttpResponse('{"success": tru', { headers: { 'Content-Type': 'application/json' } });
      if (fault === 'challenge') return HttpResponse.html(CHALLENGE_HTML, { status: 403 });
      if (fault === 'slow') {
        await delay(10_000);
        return undefined;
      }
      const status = Number(fault);
      if (!Number.isInteger(status) || status < 400 || status > 599) return undefined;
      const message =
        status === 403
          ? 'This feature is unavailable for your account.'
          : status >= 500
            ? 'Something went wrong'
            : 'Request failed';
      return HttpResponse.json(errorBody(message), { status });
    }),
  );
}
