import type { QueryClient } from '@tanstack/react-query';
import { COOKIE, LIFETIME_DAYS, writeCookie } from './cookies';
import { landingAfterSignIn } from './after-sign-in';
import { readLoginLink, withoutLoginLink } from './login-query';
import { forgetServerData } from './server-cache';
import { carriesAdminId } from './preview';
import { sessionQuery } from './session-query';
import { startSession } from './sign-in';
import { sessionStore, setPreviewAtom } from './store';

/**
 * Applies a login link's parameters before the login page's gate decides (spec A §2): keeps ticketing-event and
 * the account-id token in their cookies, signs in with a handed-over session token (preview mode only for an
 * admin token carrying admin_id), and answers where to go: the landing page when the token signed someone in,
 * otherwise the login address without the link parameters. Null when the address carries none.
 */
export async function consumeLoginLink(url: URL, queryClient: QueryClient): Promise<string | null> {
  const link = readLoginLink(url.searchParams);
  if (!link) return null;
  if (link.sessionToken) {
    startSession(link.sessionToken);
    // Written after the token, so the preview atom reads the new token.
    sessionStore.set(setPreviewAtom, link.preview && link.byAdmin && carriesAdminId(link.sessionToken));
  }
  if (link.ticketingEvent)
    writeCookie(COOKIE.ticketingEvent, link.ticketingEvent, LIFETIME_DAYS.ticketingEvent);
  if (link.accountIdToken)
    writeCookie(COOKIE.accountIdToken, link.accountIdToken, LIFETIME_DAYS.accountIdToken);
  if (!link.sessionToken) return withoutLoginLink(url);
  // Nothing cached from before belongs to the new session.
  forgetServerData(queryClient);
  const session = await queryClient.fetchQuery(sessionQuery);
  if (!session) return withoutLoginLink(url);
  return landingAfterSignIn(url.searchParams.get('continue'), link.widgetId);
}
