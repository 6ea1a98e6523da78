import type { TrackingEvent } from './event';

export interface SessionCheck {
  /** The session the next event belongs to; undefined when there is none (nothing is recorded then). */
  sessionId: string | undefined;
  /** Sessions to close and open before that event, in this order (spec B §4). */
  end?: string;
  start?: string;
}

/**
 * Spec B §4: the session id comes from a cookie. With no stored id a session_start is recorded (and the id
 * stored); when the stored id differs, session_end for the old one and session_start for the new one.
 *
 * @example sessionCheck('b', 'a') // { sessionId: 'b', end: 'a', start: 'b' }
 */
export function sessionCheck(cookieId: string | undefined, storedId: string | undefined): SessionCheck {
  if (!cookieId) return { sessionId: undefined };
  if (!storedId) return { sessionId: cookieId, start: cookieId };
  if (storedId !== cookieId) return { sessionId: cookieId, end: storedId, start: cookieId };
  return { sessionId: cookieId };
}

/** Spec B §5: only events that carry a session id may be sent. */
export const hasSession = (event: Pick<TrackingEvent, 'session_id'>): boolean =>
  typeof event.session_id === 'string' && event.session_id.length > 0;
