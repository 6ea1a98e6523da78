import { routeHref } from '@/shell/sidebar/menu-routes';

export type QrStep = 'qr-code' | 'qr-code-select-country' | 'qr-code-set-amount';

/** A step of the flow for a code, keeping the chosen country in the query (a reload keeps it). */
export function qrStepHref(step: QrStep, code: string, country?: string): string {
  const path = routeHref(step, { code }) ?? `/qr/${encodeURIComponent(code)}`;
  return country ? `${path}?${new URLSearchParams({ country })}` : path;
}

/** Sign-in that comes back to this page (spec A §2: login with a continue path). */
export function signInHref(here: string): string {
  return `${routeHref('auth-login') ?? '/auth/login'}?${new URLSearchParams({ continue: here })}`;
}
