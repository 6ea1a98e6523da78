/**
 * What the route gate does with a visit, decided without a browser: the loader in `gate.ts` only gathers the
 * session and carries the outcome out. Deny by default: a route with no rule needs a signed-in user.
 */
import { evaluate } from '@/access/evaluate';
import { safeContinue } from '@/access/safe-continue';
import type { Subject } from '@/access/subject';
import { MIDDLEWARE, routeMiddleware, type RouteConfig } from '@/config/routes';
import { href } from '../../routes.config';

export type GateOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The page cannot be shown: a configuration error (500) or a denied home page (403, nowhere to send them). */
  | { kind: 'error'; status: 403 | 500; detail: string };

const ALLOW: GateOutcome = { kind: 'allow' };

/** `continue` carries the path and query the visitor asked for, so sign-in can bring them back. */
function toLogin(url: URL): GateOutcome {
  const params = new URLSearchParams({ continue: `${url.pathname}${url.search}` });
  return { kind: 'redirect', to: `${href('auth-login')}?${params.toString()}` };
}

/**
 * Decides a visit to `route` at `url` by `subject`:
 * - a middleware name the app does not know → 500 (a broken config must not open a page unchecked);
 * - signed out on a page that needs a user → login with `continue`;
 * - signed in on a guest-only page (login, sign-up, reset) → the `continue` it carries when that is a
 *   same-origin path, otherwise home;
 * - any other denial → home (403 when the denied page is home itself, so it cannot loop).
 *
 * @example
 * gateDecision(sendMoney, onboardingMerchant, new URL('https://app.test/send-money')); // → redirect '/'
 */
export function gateDecision(
  route: Pick<RouteConfig, 'name' | 'access' | 'middleware'>,
  subject: Subject,
  url: URL,
): GateOutcome {
  const middleware = routeMiddleware(route);
  const unknown = middleware.filter((name) => !(MIDDLEWARE as readonly string[]).includes(name));
  if (unknown.length > 0) {
    return {
      kind: 'error',
      status: 500,
      detail: `route "${route.name}": unknown middleware ${unknown.join(', ')}`,
    };
  }
  // `auth` middleware asks for a user even where the rule would let a visitor in.
  if (middleware.includes('auth') && !subject.signedIn) return toLogin(url);

  const decision = evaluate(route.access, subject);
  if (decision.allow) return ALLOW;
  if (decision.reason === 'signed-out') return toLogin(url);
  const home = href('index');
  if (decision.reason === 'signed-in') {
    return { kind: 'redirect', to: safeContinue(url.searchParams.get('continue')) ?? home };
  }
  if (route.name === 'index') {
    return { kind: 'error', status: 403, detail: `route "index": denied (${decision.reason})` };
  }
  return { kind: 'redirect', to: home };
}
