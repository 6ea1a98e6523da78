import { describe, expect, it } from 'vitest';
import { createTracker, QUEUE_KEY } from '@/analytics/tracker';
import { fakeDeps, memoryCookies, memoryStorage } from './fakes';

const types = (events: readonly { event_type: string }[]) => events.map((e) => e.event_type);

describe('tracker sessions (spec B §4)', () => {
  it('no stored id: session_start (with the identity) before the first event, and the id is stored', () => {
    const { cookies, jar } = memoryCookies();
    const { deps } = fakeDeps({ cookies });
    const tracker = createTracker(deps);
    tracker.track('screen_view', { screen: 'index' });
    const [start, view] = tracker.queued();
    expect(types(tracker.queued())).toEqual(['session_start', 'screen_view']);
    expect(start).toMatchObject({
      session_id: jar.get('session'),
      user_id: 42,
      properties: {
        device_model: 'Desktop',
        app_version: '1.0.0',
        platform: 'Web',
        os_version: 'Linux',
        ip_address: '{ip}',
      },
    });
    expect(view).toMatchObject({ previous_id: start!.event_id, screen_view_session_index: 1 });
    expect(jar.get('stored')).toBe(jar.get('session'));
  });

  it('same session: no new session_start', () => {
    const { deps } = fakeDeps();
    const tracker = createTracker(deps);
    tracker.track('screen_view');
    tracker.track('click', { target: 'pay' });
    expect(types(tracker.queued())).toEqual(['session_start', 'screen_view', 'click']);
  });

  it('a different cookie id: session_end for the old, then session_start for the new', () => {
    const { cookies, jar } = memoryCookies();
    const { deps } = fakeDeps({ cookies });
    const tracker = createTracker(deps);
    tracker.track('screen_view');
    const old = jar.get('session');
    jar.set('session', 'new-session');
    tracker.track('click');
    const tail = tracker.queued().slice(2);
    expect(tail.map((e) => [e.event_type, e.session_id])).toEqual([
      ['session_end', old],
      ['session_start', 'new-session'],
      ['click', 'new-session'],
    ]);
    expect(tail[0]!.previous_id).toBe(tracker.queued()[1]!.event_id);
    expect(tail[1]!.previous_id).toBeNull();
    expect(jar.get('stored')).toBe('new-session');
  });

  it('cookies refused: nothing is recorded (spec B §5)', () => {
    const { deps } = fakeDeps({ cookies: memoryCookies(true).cookies });
    const tracker = createTracker(deps);
    tracker.track('screen_view');
    expect(tracker.queued()).toEqual([]);
  });
});

describe('tracker flush (spec B §4, §8, §9)', () => {
  it('sends batches of at most 10, one session each, and empties the queue', async () => {
    const { deps, sent } = fakeDeps();
    const tracker = createTracker(deps);
    for (let i = 0; i < 22; i += 1) tracker.track('click', { target: `b${i}` });
    await tracker.flush();
    expect(sent.map((b) => b.events.length)).toEqual([10, 10, 3]);
    expect(sent.every((b) => b.events.every((e) => e.session_id === b.sessionId))).toBe(true);
    expect(tracker.queued()).toEqual([]);
  });

  it('a failed batch stays queued and goes out, in order, on the next flush', async () => {
    const { deps, sent, answers } = fakeDeps();
    const tracker = createTracker(deps);
    for (let i = 0; i < 12; i += 1) tracker.track('click');
    answers.push(true, false);
    await tracker.flush();
    expect(sent.map((b) => b.events.length)).toEqual([10, 3]);
    expect(tracker.queued()).toHaveLength(3);
    await tracker.flush();
    expect(sent[2]!.events).toEqual(sent[1]!.events);
    expect(tracker.queued()).toEqual([]);
  });

  it('a send that throws counts as failed', async () => {
    const { deps } = fakeDeps({ send: () => Promise.reject(new Error('offline')) });
    const tracker = createTracker(deps);
    tracker.track('click');
    await tracker.flush();
    expect(tracker.queued()).toHaveLength(2);
  });

  it('sends the old session (ending with session_end) before the new one', async () => {
    const { cookies, jar } = memoryCookies();
    const { deps, sent } = fakeDeps({ cookies });
    const tracker = createTracker(deps);
    tracker.track('click');
    jar.set('session', 'next');
    tracker.track('click');
    await tracker.flush();
    expect(sent.map((b) => [b.sessionId, types(b.events)])).toEqual([
      [sent[0]!.sessionId, ['session_start', 'click', 'session_end']],
      ['next', ['session_start', 'click']],
    ]);
  });

  it('one flush at a time: a second call joins the running one', async () => {
    const { deps, sent } = fakeDeps();
    const tracker = createTracker(deps);
    tracker.track('click');
    await Promise.all([tracker.flush(), tracker.flush()]);
    expect(sent).toHaveLength(1);
  });

  it('the queue survives a reload (storage) and the chain carries on', async () => {
    const storage = memoryStorage();
    const { cookies } = memoryCookies();
    const first = createTracker(fakeDeps({ storage, cookies, send: async () => false }).deps);
    first.track('screen_view');
    const { deps, sent } = fakeDeps({ storage, cookies, newId: () => 'after-reload' });
    const second = createTracker(deps);
    expect(second.queued()).toHaveLength(2);
    second.track('screen_view');
    expect(second.queued()[2]).toMatchObject({
      previous_id: first.queued()[1]!.event_id,
      screen_view_session_index: 2,
    });
    await second.flush();
    expect(sent[0]!.events).toHaveLength(3);
  });

  it('events without a session id found in storage are never sent, and cleared', async () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_KEY, JSON.stringify([{ event_id: 'x', session_id: '' }]));
    const { deps, sent } = fakeDeps({ storage });
    const tracker = createTracker(deps);
    await tracker.flush();
    expect(sent).toEqual([]);
    expect(tracker.queued()).toEqual([]);
  });
});
