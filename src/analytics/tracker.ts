import {
  buildEvent,
  freshCounters,
  type EventProperties,
  type EventType,
  type SessionCounters,
  type QueuedEvent,
} from './event';
import type { DeviceIdentity } from './identity';
import { enqueue, nextBatch, withoutSent } from './queue';
import { sessionCheck } from './session';
import type { SessionCookies } from './session-cookie';

export type Batch = { sessionId: string; events: QueuedEvent[] };

export interface TrackerDeps {
  cookies: SessionCookies;
  /** Where the queue waits between page loads (the tab's sessionStorage in the app). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Sends one batch; true only when the service accepted it. */
  send(batch: Batch): Promise<boolean>;
  userId(): number | null;
  identity: DeviceIdentity;
  now(): number;
  newId(): string;
}

export interface Tracker {
  /** Records a click or screen view, opening (and closing) sessions first as spec B §4 says. */
  track(type: Extract<EventType, 'click' | 'screen_view'>, properties?: EventProperties): void;
  /** Sends every queued batch in order, stopping at the first failure (the rest wait for the next flush). */
  flush(): Promise<void>;
  queued(): readonly QueuedEvent[];
}

export const QUEUE_KEY = 'analytics:queue';
export const COUNTERS_KEY = 'analytics:counters';

function read<T>(storage: TrackerDeps['storage'], key: string, fallback: T): T {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The queue and session chain of one tab, persisted after every change so a reload carries on. */
export function createTracker(deps: TrackerDeps): Tracker {
  let queue = read<QueuedEvent[]>(deps.storage, QUEUE_KEY, []);
  let counters = read<SessionCounters | null>(deps.storage, COUNTERS_KEY, null);
  let inFlight: Promise<void> | undefined;

  const save = () => {
    try {
      deps.storage?.setItem(QUEUE_KEY, JSON.stringify(queue));
      deps.storage?.setItem(COUNTERS_KEY, JSON.stringify(counters));
    } catch {
      // A full or blocked storage only costs the events of a later reload.
    }
  };

  const record = (sessionId: string, type: EventType, properties?: EventProperties) => {
    const context = {
      sessionId,
      userId: deps.userId(),
      eventId: deps.newId(),
      now: deps.now(),
    };
    const built = buildEvent(type, properties, context, counters ?? freshCounters(sessionId));
    counters = built.counters;
    return built.event;
  };

  const track: Tracker['track'] = (type, properties) => {
    const now = deps.now();
    const sessionId = deps.cookies.touch(deps.cookies.sessionId() ?? deps.newId(), now);
    const check = sessionCheck(sessionId, deps.cookies.storedId());
    // No session id (cookies refused): the event is not recorded, as it could never be sent (spec B §5).
    if (!check.sessionId) return;
    const events: QueuedEvent[] = [];
    if (check.end) events.push(record(check.end, 'session_end'));
    if (check.start) {
      events.push(record(check.start, 'session_start', { ...deps.identity }));
      deps.cookies.store(check.start);
    }
    events.push(record(check.sessionId, type, properties));
    queue = enqueue(queue, events);
    save();
  };

  const sendAll = async () => {
    for (;;) {
      const batch = nextBatch(queue);
      if (!batch.sessionId) {
        // Whatever is left has no session id and can never be sent (spec B §5).
        if (queue.length > 0) {
          queue = [];
          save();
        }
        break;
      }
      const accepted = await deps.send(batch).catch(() => false);
      // Spec B §4/§8: a failed batch stays queued for the next flush.
      if (!accepted) break;
      queue = withoutSent(queue, batch.events);
      save();
    }
  };

  const flush = () =>
    (inFlight ??= sendAll().finally(() => {
      inFlight = undefined;
    }));

  return { track, flush, queued: () => queue };
}
