import { clearSessionCookies } from '@/session/sign-out';
import { queryClient } from './query-client';

/**
 * The forced logout of the 401 policy (spec A §8): session cookies and cached server data go, then the page
 * reloads, so the route gate sends the visitor to login with the page to come back to.
 * Until the session module's `forceSignOut` lands, this is the one place that does it by hand.
 */
export function forcedSignOut(): void {
  clearSessionCookies();
  queryClient.clear();
  window.location.reload();
}
