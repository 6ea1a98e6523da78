import { BATCH_SIZE, MAX_QUEUED } from './config';
import type { QueuedEvent } from './event';
import { hasSession } from './session';

/** Adds events at the end; past the cap the oldest go first (a long outage must not fill the storage). */
export function enqueue(queue: readonly QueuedEvent[], events: readonly QueuedEvent[], cap = MAX_QUEUED) {
  const next = [...queue, ...events];
  return next.length > cap ? next.slice(next.length - cap) : next;
}

/**
 * The next batch to send: up to 10 events from the head of the queue, all of one session, because the batch
 * carries that session in its X-Session-Id header. Events of an earlier session (its session_end) therefore
 * always leave before the next session's session_start. Events without a session id are skipped: they are
 * never sent (spec B §5), and `withoutSent` clears them out.
 */
export function nextBatch(
  queue: readonly QueuedEvent[],
  size = BATCH_SIZE,
): { sessionId: string; events: QueuedEvent[] } | { sessionId: undefined; events: [] } {
  const head = queue.find(hasSession);
  if (!head) return { sessionId: undefined, events: [] };
  const events: QueuedEvent[] = [];
  for (const event of queue.slice(queue.indexOf(head))) {
    if (events.length === size) break;
    if (!hasSession(event)) continue;
    if (event.session_id !== head.session_id) break;
    events.push(event);
  }
  return { sessionId: head.session_id, events };
}

/** The queue after a batch was accepted (spec B §4: removed only if the send succeeded), and unsendable events gone. */
export function withoutSent(queue: readonly QueuedEvent[], sent: readonly QueuedEvent[]) {
  const ids = new Set(sent.map((event) => event.event_id));
  return queue.filter((event) => hasSession(event) && !ids.has(event.event_id));
}
