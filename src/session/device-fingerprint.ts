let pending: Promise<string | undefined> | undefined;
let known: { value: string | undefined } | undefined;
let startNow: (() => void) | undefined;
const started = new Promise<void>((resolve) => (startNow = resolve));

/** FingerprintJS reads canvas, audio, fonts and WebGL: a second of main-thread work on a slow phone. */
const WAIT_FOR_IDLE_MS = 3000;

function startWhenIdle(): void {
  const start = () => startNow?.();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: WAIT_FOR_IDLE_MS });
  else setTimeout(start, 1000);
}

/**
 * The device fingerprint, computed once per page, locally (no network); a failure gives undefined rather than
 * blocking anyone. The work starts when the page is first idle (or at once for a call that must carry it, see
 * `fingerprintFor`), so it never delays the first paint.
 */
export function deviceFingerprint(): Promise<string | undefined> {
  if (!pending) {
    startWhenIdle();
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

/**
 * The fingerprint a main-API call carries (spec A §7 computes it on load, in the background). A write (sign-in,
 * a payment) waits for it, starting the work at once if the page has not been idle yet; a read made before it
 * is known goes without it rather than wait on a second of fingerprinting.
 */
export function fingerprintFor(method: string): Promise<string | undefined> | string | undefined {
  if (known) return known.value;
  const value = deviceFingerprint();
  if (READS.has(method.toUpperCase())) return undefined;
  startNow?.();
  return value;
}
