import { describe, expect, it } from 'vitest';
import { buildEvent, freshCounters, type EventType } from '@/analytics/event';

const context = (eventId: string, sessionId = 's1') => ({
  sessionId,
  userId: 7,
  eventId,
  now: 1_767_225_600_999,
});

describe('buildEvent', () => {
  it('fills every field of spec B §3 but the device id, added as it is sent (version 1, epoch seconds)', () => {
    const { event } = buildEvent('screen_view', { screen: 'index' }, context('e1'), freshCounters('s1'));
    expect(event).toEqual({
      version: 1,
      event_id: 'e1',
      session_id: 's1',
      user_id: 7,
      event_timestamp: 1_767_225_600,
      event_type: 'screen_view',
      previous_id: null,
      screen_view_session_index: 1,
      properties: { screen: 'index' },
    });
  });

  it('leaves properties out when there are none', () => {
    const { event } = buildEvent('click', {}, context('e1'), freshCounters('s1'));
    expect(event).not.toHaveProperty('properties');
  });

  // Each row: type, then the expected previous_id and screen_view_session_index after the earlier rows.
  const chain: [EventType, string, string | null, number][] = [
    ['session_start', 's1', null, 0],
    ['screen_view', 's1', 'e0', 1],
    ['click', 's1', 'e1', 1],
    ['screen_view', 's1', 'e2', 2],
    ['session_end', 's1', 'e3', 2],
    // A new session starts its own chain.
    ['session_start', 's2', null, 0],
    ['screen_view', 's2', 'e5', 1],
  ];
  it('chains previous_id and counts screen views per session', () => {
    let counters = freshCounters('s1');
    chain.forEach(([type, sessionId, previous, index], i) => {
      const built = buildEvent(type, undefined, context(`e${i}`, sessionId), counters);
      expect([built.event.previous_id, built.event.screen_view_session_index]).toEqual([previous, index]);
      counters = built.counters;
    });
  });
});
