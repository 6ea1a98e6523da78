import { describe, expect, it } from 'vitest';
import { decideOnError, type ErrorAction, type ErrorContext } from '@/app/error-policy';

const HOME = { name: 'index', layout: 'default', exempt401: false } as const;
const TRACKER = { name: 'money-tracker-slug', layout: 'default', exempt401: true } as const;
const WEBVIEW = { name: 'mobile-webview-receiving-method', layout: 'webview', exempt401: false } as const;
const FEATURE = { message: 'This feature is unavailable for your account.' };
const CHALLENGE = '<html><title>Just a moment...</title><script>window._challenge=1</script></html>';

const failure = (over: Partial<ErrorContext>): ErrorContext => ({
  service: 'main',
  method: 'GET',
  path: '/api/v2/main/balance',
  status: 401,
  body: { message: 'Unauthenticated.' },
  challenge: false,
  route: HOME,
  signedIn: true,
  ...over,
});

describe('decideOnError: one row per rule of spec A §8 and B §8', () => {
  it.each<[string, Partial<ErrorContext>, ErrorAction]>([
    // 401 on the main API, by route
    ['401 on a non-exempt route signs out', {}, 'force-sign-out'],
    ['401 on an exempt route (money tracker) is left to the page', { route: TRACKER }, 'pass'],
    [
      '401 on an exempt auth route (login)',
      { route: { name: 'auth-login', layout: 'minimal', exempt401: true } },
      'pass',
    ],
    ['401 on a webview route tells the native app', { route: WEBVIEW }, 'notify-native'],
    ['401 on the not-found page (no route) signs out', { route: undefined }, 'force-sign-out'],
    ['401 with no session to end is left to the page', { signedIn: false }, 'pass'],
    [
      '401 POSTed during a navigation signs out too',
      { method: 'POST', path: '/api/v2/transfer' },
      'force-sign-out',
    ],
    [
      '401 from the session check is left to it (it clears, the gate asks to sign in)',
      { path: '/api/v2/auth/is-authenticated' },
      'pass',
    ],
    [
      '401 from the session check on a webview route still tells the native app',
      { path: '/api/v2/auth/is-authenticated', route: WEBVIEW },
      'notify-native',
    ],
    // geo-ip
    ['401 from GET geo-ip is ignored', { path: '/api/v2/geo-ip' }, 'pass'],
    ['401 from POST geo-ip is ignored', { path: '/api/v2/geo-ip', method: 'POST' }, 'pass'],
    ['401 from geo-ip is ignored on a webview route too', { path: '/api/v2/geo-ip', route: WEBVIEW }, 'pass'],
    // account service
    [
      '401 from the account service refreshes its token',
      { service: 'account', path: '/api/public-profile' },
      'refresh-account-token',
    ],
    [
      '401 when invalidating the account token (sign-out) needs no fresh one',
      { service: 'account', path: '/api/auth_token/invalidate' },
      'pass',
    ],
    [
      '401 from the account service on an exempt route too',
      { service: 'account', path: '/api/public-profile', route: TRACKER },
      'refresh-account-token',
    ],
    // ticketing service
    [
      '401 from ticketing refreshes its token',
      { service: 'ticketing', path: '/api/events', method: 'POST' },
      'refresh-ticketing-token',
    ],
    [
      '401 from ticketing GET categories is ignored',
      { service: 'ticketing', path: '/api/categories' },
      'pass',
    ],
    [
      'a failed ticketing categories read is ignored',
      { service: 'ticketing', path: '/api/categories', status: 500 },
      'pass',
    ],
    // other services do not speak for the session
    [
      '401 from the settings service is left to the caller',
      { service: 'settings', path: '/api/entity' },
      'pass',
    ],
    [
      '401 from the tracking service is left to the caller',
      { service: 'tracking', path: '/api/events' },
      'pass',
    ],
    // 403
    [
      '403 with the feature message notifies and goes home',
      { status: 403, body: FEATURE },
      'feature-disabled',
    ],
    [
      '403 with another message is left to the caller',
      { status: 403, body: { message: 'Forbidden' } },
      'pass',
    ],
    ['the feature message with another status is left to the caller', { status: 422, body: FEATURE }, 'pass'],
    // challenge
    ['an HTML challenge reloads', { status: 403, body: CHALLENGE, challenge: true }, 'reload'],
    [
      'a challenge wins over the 401 rules',
      { status: 401, body: CHALLENGE, challenge: true, route: TRACKER },
      'reload',
    ],
    ['a challenge with 200 reloads', { status: 200, body: CHALLENGE, challenge: true }, 'reload'],
    // the rest goes to the caller
    ['404 is left to the caller', { status: 404 }, 'pass'],
    ['500 is left to the caller', { status: 500 }, 'pass'],
    [
      '422 field errors are left to the form',
      { status: 422, body: { message: 'x', errors: { a: ['b'] } } },
      'pass',
    ],
  ])('%s', (_rule, over, expected) => {
    expect(decideOnError(failure(over))).toBe(expected);
  });
});
