import { READ_ONLY_OPERATIONS } from '@/api/generated/read-only-operations';

let pending: Promise<string | undefined> | undefined;
let known: { value: string | undefined } | undefined;
let startNow: (() => void) | undefined;
const started = new Promise<void>((resolve) => (startNow = resolve));

/**
 * FingerprintJS reads canvas, audio, fonts and WebGL: tasks of 80–110 ms each on a slow phone. Run while the
 * page loads, they block its first taps, so the work waits until the page has loaded and settled, then for an
 * idle moment. A write that must carry the fingerprint starts it at once (`fingerprintFor`).
 */
const SETTLE_MS = 3000;
const WAIT_FOR_IDLE_MS = 3000;

function afterLoad(then: () => void): void {
  if (typeof document === 'undefined' || document.readyState === 'complete') then();
  else addEventListener('load', then, { once: true });
}

function startWhenSettled(): void {
  const start = () => startNow?.();
  afterLoad(() =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(start, { timeout: WAIT_FOR_IDLE_MS });
      else start();
    }, SETTLE_MS),
  );
}

/**
 * The device fingerprint, computed once per page, locally (no network); a failure gives undefined rather than
 * blocking anyone. The work starts once the page has loaded and settled (or at once for a call that must carry it,
 * see `fingerprintFor`), so it never delays the first paint or the first taps.
 */
export function deviceFingerprint(): Promise<string | undefined> {
  if (!pending) {
    startWhenSettled();
    pending = started
      .then(() => import('@fingerprintjs/fingerprintjs'))
      .then((fp) => fp.load())
      .then((agent) => agent.get())
      .then((result) => result.visitorId)
      .catch(() => undefined)
      .then((value) => {
        known = { value };
        return value;
      });
  }
  return pending;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Operations the API asks for by POST that only read: marked `x-read-only: true` in openapi/main.yaml. */
const READS_BY_POST: ReadonlySet<string> = new Set(READ_ONLY_OPERATIONS.main);

const isRead = (method: string, schemaPath: string) =>
  READS.has(method.toUpperCase()) || READS_BY_POST.has(schemaPath);

/**
 * The fingerprint a main-API call carries (spec A §7 computes it on load, in the background). A write (sign-in,
 * a payment) waits for it, starting the work at once if the page has not settled yet; a read made before it
 * is known goes without it rather than wait on a second of fingerprinting.
 */
export function fingerprintFor(
  method: string,
  schemaPath = '',
): Promise<string | undefined> | string | undefined {
  if (known) return known.value;
  const value = deviceFingerprint();
  if (isRead(method, schemaPath)) return undefined;
  startNow?.();
  return value;
}
