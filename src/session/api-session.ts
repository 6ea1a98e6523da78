import { connectApiSession } from '@/api/clients';
import type { ApiSession } from '@/api/session-port';
import { COOKIE, readCookie, writeIdToken } from './cookies';
import { deviceFingerprint } from './device-fingerprint';
import { inSandboxAtom, sessionStore } from './store';

/** What the API clients read from the session: cookies for tokens, the jotai store for modes. */
export const browserApiSession: ApiSession = {
  idToken: () => readCookie(COOKIE.idToken),
  accountIdToken: () => readCookie(COOKIE.accountIdToken),
  ticketingToken: () => readCookie(COOKIE.ticketingToken),
  tenant: () => undefined,
  fingerprint: deviceFingerprint,
  inSandbox: () => sessionStore.get(inSandboxAtom),
  onIdToken: writeIdToken,
};

export function connectSessionToApi(): void {
  connectApiSession(browserApiSession);
}
