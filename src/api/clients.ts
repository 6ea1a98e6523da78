import createClient, { type Client } from 'openapi-fetch';
import type { paths as MainPaths } from './generated/main';
import type { paths as AccountPaths } from './generated/account';
import type { paths as SettingsPaths } from './generated/settings';
import type { paths as TicketingPaths } from './generated/ticketing';
import type { paths as TrackingPaths } from './generated/tracking';
import { resolveBaseUrls, type Service } from './base-urls';
import { anonymousSession, type ApiSession } from './session-port';
import { bearer } from './middleware/bearer';
import { fingerprint } from './middleware/fingerprint';
import { sandbox } from './middleware/sandbox';
import { idTokenRefresh } from './middleware/id-token';
import { tenant } from './middleware/tenant';
import { normalizeErrors } from './middleware/normalize-errors';
import { errorPolicy } from './middleware/error-policy';
import { passThroughPolicy, type ApiErrorPolicy } from './error-policy-port';

export interface ApiClients {
  main: Client<MainPaths>;
  account: Client<AccountPaths>;
  settings: Client<SettingsPaths>;
  ticketing: Client<TicketingPaths>;
  tracking: Client<TrackingPaths>;
}

export interface ApiClientsOptions {
  baseUrls: Record<Service, string>;
  session: ApiSession;
  /** What to do about failures (401/403 policy, challenge pages); read per call, default: pass to the caller. */
  policy?: () => ApiErrorPolicy;
  fetch?: typeof fetch;
}

/**
 * One openapi-fetch client per service, each with the middleware its rules need (DESIGN §4).
 * Middleware order matters: requests run them in order, responses in reverse, so error normalisation is
 * registered first and therefore sees the response last, while the error policy is registered last and sees
 * the raw response first (an HTML challenge body is still there).
 */
export function createApiClients({
  baseUrls,
  session,
  policy = () => passThroughPolicy,
  fetch: customFetch,
}: ApiClientsOptions): ApiClients {
  const options = (service: Service) => ({
    baseUrl: baseUrls[service],
    // Resolve fetch at call time so test interceptors installed later still see the request.
    fetch: customFetch ?? ((input: Request) => globalThis.fetch(input)),
  });

  const main = createClient<MainPaths>(options('main'));
  main.use(
    normalizeErrors(),
    bearer(() => session.idToken()),
    fingerprint((method, schemaPath) => session.fingerprint(method, schemaPath)),
    sandbox(() => session.inSandbox()),
    idTokenRefresh((token) => session.onIdToken(token)),
    errorPolicy({ service: 'main', policy }),
  );

  const account = createClient<AccountPaths>(options('account'));
  account.use(
    normalizeErrors(),
    bearer(() => session.accountIdToken()),
    errorPolicy({ service: 'account', policy }),
  );

  const settings = createClient<SettingsPaths>(options('settings'));
  settings.use(normalizeErrors(), errorPolicy({ service: 'settings', policy }));

  const ticketing = createClient<TicketingPaths>(options('ticketing'));
  ticketing.use(
    normalizeErrors(),
    bearer(() => session.ticketingToken()),
    tenant(() => session.tenant()),
    errorPolicy({ service: 'ticketing', policy, retryToken: () => session.ticketingToken() }),
  );

  const tracking = createClient<TrackingPaths>(options('tracking'));
  tracking.use(normalizeErrors(), errorPolicy({ service: 'tracking', policy }));

  return { main, account, settings, ticketing, tracking };
}

let activeSession: ApiSession = anonymousSession;
let activePolicy: ApiErrorPolicy = passThroughPolicy;

/** The session module registers itself here at boot; until then requests go out anonymous. */
export function connectApiSession(session: ApiSession): void {
  activeSession = session;
}

/** The app registers its error policy here at boot (`src/app/error-policy-wiring.ts`). */
export function connectErrorPolicy(policy: ApiErrorPolicy): void {
  activePolicy = policy;
}

const liveSession: ApiSession = {
  idToken: () => activeSession.idToken(),
  accountIdToken: () => activeSession.accountIdToken(),
  ticketingToken: () => activeSession.ticketingToken(),
  tenant: () => activeSession.tenant(),
  fingerprint: (method, schemaPath) => activeSession.fingerprint(method, schemaPath),
  inSandbox: () => activeSession.inSandbox(),
  onIdToken: (token) => activeSession.onIdToken(token),
};

const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/** The app's clients. Data hooks import this; tests build their own with createApiClients. */
export const api: ApiClients = createApiClients({
  baseUrls: resolveBaseUrls(import.meta.env as Record<string, string | undefined>, origin),
  session: liveSession,
  policy: () => activePolicy,
});
