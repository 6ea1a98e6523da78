import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { RouteConfig } from '@/config/routes';
import { hasSessionToken } from '@/session/has-token';
import { href } from '../../routes.config';

/**
 * Route gate as a loader (deny by default: no rule means a signed-in user is needed).
 * Signed out → login with `continue`; signed in on a guest-only page → home.
 */
export function gate(route: RouteConfig) {
  return ({ request }: LoaderFunctionArgs) => {
    const signedIn = hasSessionToken();
    if (route.access?.guestOnly && signedIn) return redirect(href('index'));
    if (route.access?.auth !== false && !signedIn) {
      const url = new URL(request.url);
      const params = new URLSearchParams({ continue: `${url.pathname}${url.search}` });
      return redirect(`${href('auth-login')}?${params.toString()}`);
    }
    return null;
  };
}
