import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { safeContinue } from '@/access/safe-continue';
import { href } from '../../routes.config';
import { COOKIE, LIFETIME_DAYS, readCookie, removeCookie, writeCookie } from './cookies';

/**
 * Hands a just-signed-in user to the ticketing mini app when the login link carried `ticketing-event`: asks for
 * the mini-apps token (cookie, 1 day), then opens that event in the events area. Undefined when there is no
 * event, or the token could not be had (its cookie is then cleared, spec B §4 "Ticketing token").
 */
export async function ticketingLanding(): Promise<string | undefined> {
  const event = readCookie(COOKIE.ticketingEvent);
  if (!event) return undefined;
  removeCookie(COOKIE.ticketingEvent);
  try {
    const body = await unwrap(api.main.POST('/api/v2/mini-apps/auth-token'));
    writeCookie(COOKIE.ticketingToken, body.data.token, LIFETIME_DAYS.ticketingToken);
    return href('manage-events-slug', { slug: event });
  } catch {
    removeCookie(COOKIE.ticketingToken);
    return undefined;
  }
}

/**
 * Where a user goes right after signing in, in this order: the widget creator of an admin link's widget_id, the
 * ticketing mini app of a ticketing-event, the `continue` path when it is same-origin, home.
 */
export async function landingAfterSignIn(
  continueTo: string | null | undefined,
  widgetId?: string,
): Promise<string> {
  if (widgetId) {
    // The widget wins, but a pending ticketing event must not linger into a later sign-in.
    removeCookie(COOKIE.ticketingEvent);
    return href('processing-widget-creator-id', { id: widgetId });
  }
  return (await ticketingLanding()) ?? safeContinue(continueTo) ?? href('index');
}
