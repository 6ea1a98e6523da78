/**
 * What the API layer needs to know about the session, without importing it (session/ depends on api/, not
 * the other way round). The session module registers the real implementation at boot.
 */
export interface ApiSession {
  idToken(): string | undefined;
  accountIdToken(): string | undefined;
  ticketingToken(): string | undefined;
  tenant(): string | undefined;
  /**
   * The device fingerprint for a call with this method to this OpenAPI path (the session decides whether a
   * call waits for it).
   */
  fingerprint(method: string, schemaPath: string): Promise<string | undefined> | string | undefined;
  inSandbox(): boolean;
  /** Called with a fresh token when a response carries the `id_token` header. */
  onIdToken(token: string): void;
}

export const anonymousSession: ApiSession = {
  idToken: () => undefined,
  accountIdToken: () => undefined,
  ticketingToken: () => undefined,
  tenant: () => undefined,
  fingerprint: () => undefined,
  inSandbox: () => false,
  onIdToken: () => undefined,
};
