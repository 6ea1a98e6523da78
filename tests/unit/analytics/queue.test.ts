import { describe, expect, it } from 'vitest';
import type { QueuedEvent } from '@/analytics/event';
import { enqueue, nextBatch, withoutSent } from '@/analytics/queue';

const ev = (id: string, session = 's1'): QueuedEvent => ({
  version: 1,
  event_id: id,
  session_id: session,
  user_id: null,
  event_timestamp: 1,
  event_type: 'click',
  previous_id: null,
  screen_view_session_index: 0,
});
const many = (n: number, session = 's1', from = 0) =>
  Array.from({ length: n }, (_, i) => ev(`${session}-${from + i}`, session));
const ids = (events: readonly QueuedEvent[]) => events.map((e) => e.event_id);

describe('nextBatch', () => {
  it.each([
    ['empty queue', [], undefined, []],
    ['fewer than 10', many(3), 's1', ids(many(3))],
    ['at most 10 (spec B §9)', many(23), 's1', ids(many(10))],
    [
      'one session per batch: stops at the next session',
      [...many(2), ...many(2, 's2')],
      's1',
      ['s1-0', 's1-1'],
    ],
    ['skips events without a session id (spec B §5)', [ev('x', ''), ...many(2)], 's1', ['s1-0', 's1-1']],
    ['only events without a session id: nothing to send', [ev('x', ''), ev('y', '')], undefined, []],
  ])('%s', (_name, queue, sessionId, expected) => {
    const batch = nextBatch(queue);
    expect(batch.sessionId).toBe(sessionId);
    expect(ids(batch.events)).toEqual(expected);
  });
});

describe('withoutSent', () => {
  it('removes the accepted events only, keeping what arrived meanwhile', () => {
    const queue = many(12);
    const sent = nextBatch(queue).events;
    expect(ids(withoutSent(queue, sent))).toEqual(['s1-10', 's1-11']);
  });
  it('drops events that can never be sent', () => {
    expect(ids(withoutSent([ev('x', ''), ev('a')], []))).toEqual(['a']);
  });
});

describe('enqueue', () => {
  it.each([
    ['appends in order', 2, 3, 10, ['s1-0', 's1-1', 's1-2', 's1-3', 's1-4']],
    ['past the cap the oldest go', 4, 3, 5, ['s1-2', 's1-3', 's1-4', 's1-5', 's1-6']],
  ])('%s', (_name, have, add, cap, expected) => {
    expect(ids(enqueue(many(have), many(add, 's1', have), cap))).toEqual(expected);
  });
});
