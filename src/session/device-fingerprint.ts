let pending: Promise<string | undefined> | undefined;

/**
 * The device fingerprint sent with every main-API request. Computed once per page, locally (no network);
 * a failure leaves the header off rather than blocking requests.
 */
export function deviceFingerprint(): Promise<string | undefined> {
  pending ??= import('@fingerprintjs/fingerprintjs')
    .then((fp) => fp.load())
    .then((agent) => agent.get())
    .then((result) => result.visitorId)
    .catch(() => undefined);
  return pending;
}
