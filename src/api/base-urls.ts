/**
 * Where each service lives. With no VITE_API_BASE_URL the app talks to the embedded demo backend on its own
 * origin, under the same prefixes the demo handlers listen on.
 */
export type Service = 'main' | 'account' | 'settings' | 'ticketing' | 'tracking';

export const DEMO_PREFIX: Record<Service, string> = {
  main: '/ajax',
  account: '/svc/account',
  settings: '/svc/settings',
  ticketing: '/svc/ticketing',
  tracking: '/svc/tracking',
};

export interface ServiceEnv {
  VITE_API_BASE_URL?: string;
  VITE_ACCOUNT_API_URL?: string;
  VITE_SETTINGS_API_URL?: string;
  VITE_TICKETING_API_URL?: string;
  VITE_TRACKING_API_URL?: string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** The main API sits under `{host}/ajax` (spec A §7); the other services are configured by host. */
export function resolveBaseUrls(env: ServiceEnv, origin: string): Record<Service, string> {
  const host = env.VITE_API_BASE_URL ? trim(env.VITE_API_BASE_URL) : undefined;
  const demo = (service: Service) => `${trim(origin)}${DEMO_PREFIX[service]}`;
  return {
    main: host ? `${host}/ajax` : demo('main'),
    account: env.VITE_ACCOUNT_API_URL ? trim(env.VITE_ACCOUNT_API_URL) : (host ?? demo('account')),
    settings: env.VITE_SETTINGS_API_URL ? trim(env.VITE_SETTINGS_API_URL) : (host ?? demo('settings')),
    ticketing: env.VITE_TICKETING_API_URL ? trim(env.VITE_TICKETING_API_URL) : (host ?? demo('ticketing')),
    tracking: env.VITE_TRACKING_API_URL ? trim(env.VITE_TRACKING_API_URL) : (host ?? demo('tracking')),
  };
}
