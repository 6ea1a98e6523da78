// The app's clients with the app's error policy, whose deeds (sign-out, reload, notices) are written down
// instead of done; the reload guard is the real one.
import { createApiClients } from '@/api/clients';
import { resolveBaseUrls } from '@/api/base-urls';
import { anonymousSession, type ApiSession } from '@/api/session-port';
import { createErrorPolicy, type ErrorPolicyEffects } from '@/app/error-policy-actions';
import { guardedReload } from '@/app/error-policy-reload';
import { ORIGIN } from './operation-call';

export const ROUTES = {
  home: { name: 'index', layout: 'default', exempt401: false },
  moneyTracker: { name: 'money-tracker', layout: 'default', exempt401: true },
  webview: { name: 'mobile-webview-receiving-method', layout: 'webview', exempt401: false },
} as const;
export type Route = (typeof ROUTES)[keyof typeof ROUTES];

export class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

/** Clients for a failure on `route`, with the session's tokens; `deeds` lists what the policy did. */
export function harness(route: Route = ROUTES.home, tokens: Partial<ApiSession> = {}) {
  const deeds: string[] = [];
  const guard = new MemoryStorage();
  const effects: ErrorPolicyEffects = {
    currentRoute: () => route,
    signedIn: () => true,
    reload: (key) =>
      guardedReload(key, { storage: guard, now: () => 1_000_000, reload: () => deeds.push(`reload ${key}`) }),
    forceSignOut: () => void deeds.push('force sign-out'),
    postToNative: (message) => void deeds.push(`native ${JSON.stringify(message)}`),
    featureDisabled: () => void deeds.push('feature notice, then home'),
    refreshAccountToken: async () => void deeds.push('refresh account token'),
    refreshTicketingToken: async () => void deeds.push('refresh ticketing token'),
    clearTicketingToken: () => void deeds.push('clear ticketing token'),
  };
  const clients = createApiClients({
    baseUrls: resolveBaseUrls({}, ORIGIN),
    session: { ...anonymousSession, ...tokens },
    policy: () => policy,
  });
  const policy = createErrorPolicy(effects);
  return { clients, deeds };
}
