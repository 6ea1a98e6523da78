import type { components } from '@/api/generated/tracking';
import { SCHEMA_VERSION } from './config';

export type TrackingEvent = components['schemas']['TrackingEvent'];
/**
 * An event as recorded and queued: the device id is added when its batch is sent, so events are recorded
 * from the first moment, before the device fingerprint (computed once the page has settled) is known.
 */
export type QueuedEvent = Omit<TrackingEvent, 'device_id'>;
export type EventType = TrackingEvent['event_type'];
export type EventProperties = Record<string, string | number | boolean>;

/** Where a session's chain stands: the last event (previous_id) and the screen views so far. */
export interface SessionCounters {
  sessionId: string;
  previousId: string | null;
  screenViews: number;
}

export interface EventContext {
  sessionId: string;
  userId: number | null;
  eventId: string;
  /** Milliseconds since the epoch; the event carries whole seconds (spec B §3). */
  now: number;
}

export const freshCounters = (sessionId: string): SessionCounters => ({
  sessionId,
  previousId: null,
  screenViews: 0,
});

/**
 * One event of spec B §3 and the counters after it. Each session keeps its own chain: previous_id links to the
 * session's previous event, and screen_view_session_index counts the session's screen views, this one included.
 *
 * @example buildEvent('screen_view', { screen: 'index' }, ctx, freshCounters(ctx.sessionId)).event.screen_view_session_index // 1
 */
export function buildEvent(
  type: EventType,
  properties: EventProperties | undefined,
  context: EventContext,
  counters: SessionCounters,
): { event: QueuedEvent; counters: SessionCounters } {
  const current = counters.sessionId === context.sessionId ? counters : freshCounters(context.sessionId);
  const screenViews = current.screenViews + (type === 'screen_view' ? 1 : 0);
  const event: QueuedEvent = {
    version: SCHEMA_VERSION,
    event_id: context.eventId,
    session_id: context.sessionId,
    user_id: context.userId,
    event_timestamp: Math.floor(context.now / 1000),
    event_type: type,
    previous_id: current.previousId,
    screen_view_session_index: screenViews,
    ...(properties && Object.keys(properties).length > 0 && { properties }),
  };
  return { event, counters: { sessionId: context.sessionId, previousId: context.eventId, screenViews } };
}
