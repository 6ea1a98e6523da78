import Cookies from 'js-cookie';
import { decodeClaims } from './jwt';

/** Cookie names and lifetimes of spec A §9. Tokens never go to localStorage or sessionStorage. */
export const COOKIE = {
  idToken: 'id_token',
  accountIdToken: 'account_id_token',
  ticketingToken: 'ticketing_token',
  locale: 'locale',
  /** '1' while a business user is in test (sandbox) mode; a session cookie, cleared at sign-out. */
  sandbox: 'in_sandbox',
  /** '1' after an admin preview login (preview=1); a session cookie so a reload of the tab stays in preview. */
  preview: 'preview',
  /** The `ticketing-event` of a login link, kept until sign-in hands the user to the ticketing mini app. */
  ticketingEvent: 'ticketing_event',
} as const;

/** Spec A §9 / spec B §9: locale 365 days; account-id, ticketing and query-string (ticketing-event) cookies 1 day. */
export const LIFETIME_DAYS = {
  accountIdToken: 1,
  ticketingToken: 1,
  ticketingEvent: 1,
  locale: 365,
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** Every cookie the app sets except the locale (a preference, not session data): what sign-out removes. */
export const SESSION_COOKIES: readonly CookieName[] = Object.values(COOKIE).filter(
  (name) => name !== COOKIE.locale,
);

function attributes(expires?: Date | number): Cookies.CookieAttributes {
  const domain = import.meta.env.VITE_COOKIE_DOMAIN as string | undefined;
  return {
    path: '/',
    sameSite: 'Lax',
    // Browsers treat localhost as a secure context, so this is Secure in development too.
    secure: typeof window === 'undefined' ? true : window.isSecureContext,
    ...(domain && { domain }),
    ...(expires !== undefined && { expires }),
  };
}

export const readCookie = (name: CookieName): string | undefined => Cookies.get(name);

export function writeCookie(name: CookieName, value: string, expires?: Date | number): void {
  Cookies.set(name, value, attributes(expires));
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, attributes());
}

/** The auth token cookie expires with the token itself (spec A §9). */
export function writeIdToken(token: string): void {
  const exp = decodeClaims(token)?.exp;
  writeCookie(COOKIE.idToken, token, typeof exp === 'number' ? new Date(exp * 1000) : undefined);
}
