import type { ApiFailure } from '@/api/error-policy-port';
import { normalizeError } from '@/api/errors';
import type { RouteHandle } from '@/config/routes';

/** The server's text for a feature switched off for this account (spec A §8). */
export const FEATURE_DISABLED_MESSAGE = 'This feature is unavailable for your account.';

/** Calls whose 401 means nothing to the session (spec A §8): the visitor's country lookup. */
const IGNORED_401: readonly { service: ApiFailure['service']; path: string }[] = [
  { service: 'main', path: '/api/v2/geo-ip' },
];

/**
 * The session check has its own failure rule (spec A §4, §8: it clears the session), after which the route gate
 * sends the visitor to login with `continue`; a forced logout on top would lose the page to come back to.
 */
const SESSION_CHECK = '/api/v2/auth/is-authenticated';

/** Invalidating an account-id token (at sign-out) that is already dead needs no fresh one. */
const ACCOUNT_TOKEN_INVALIDATE = '/api/auth_token/invalidate';

/** Ticketing reads whose failure is ignored; their callers fall back to an empty list (spec A §8, B §8). */
const IGNORED_TICKETING: readonly string[] = ['/api/categories'];

/**
 * What the app does about one failed call. `pass` leaves it to the caller (a notice, a field error, an
 * empty list); the others are the policy's own, carried out by `error-policy-actions.ts`.
 */
export type ErrorAction =
  | 'pass'
  | 'reload'
  | 'force-sign-out'
  | 'notify-native'
  | 'refresh-account-token'
  | 'refresh-ticketing-token'
  | 'feature-disabled';

export interface ErrorContext extends ApiFailure {
  /** The route being shown, or being navigated to (undefined on the not-found page). */
  route: Pick<RouteHandle, 'name' | 'layout' | 'exempt401'> | undefined;
  /** A session token is present: without one there is no session to end. */
  signedIn: boolean;
}

function on401(context: ErrorContext): ErrorAction {
  const { service, path, method, route } = context;
  if (IGNORED_401.some((rule) => rule.service === service && rule.path === path)) return 'pass';
  if (service === 'account') return path === ACCOUNT_TOKEN_INVALIDATE ? 'pass' : 'refresh-account-token';
  if (service === 'ticketing')
    return method === 'GET' && IGNORED_TICKETING.includes(path) ? 'pass' : 'refresh-ticketing-token';
  // Only the main API's 401 speaks for the session; settings and tracking are public services.
  if (service !== 'main') return 'pass';
  if (route?.layout === 'webview') return 'notify-native';
  if (path === SESSION_CHECK || route?.exempt401) return 'pass';
  return context.signedIn ? 'force-sign-out' : 'pass';
}

/**
 * The error policy of spec A §8 and B §8 as one pure decision, table-tested per rule.
 *
 * @example
 * decideOnError({ service: 'main', method: 'GET', path: '/api/v2/main/balance', status: 401, body: {},
 *   challenge: false, route: { name: 'index', layout: 'default', exempt401: false }, signedIn: true });
 * // 'force-sign-out'
 */
export function decideOnError(context: ErrorContext): ErrorAction {
  if (context.challenge) return 'reload';
  if (context.status === 401) return on401(context);
  if (context.status === 403 && normalizeError(context.body, 403).message === FEATURE_DISABLED_MESSAGE)
    return 'feature-disabled';
  return 'pass';
}
