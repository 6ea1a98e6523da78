// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { startAnalytics, type RouterLike } from '@/analytics/start';
import { ANALYTICS_COOKIE } from '@/analytics/session-cookie';
import { signBody } from '@/api/tracking-signature';
import type { TrackingEvent } from '@/analytics/event';
import { createDemoBackend } from '@/mocks/backend';
import { memoryPersistence } from '@/mocks/store/persistence';
import {
  clearReceivedBatches,
  receivedBatches,
  trackingHandlers,
} from '@/mocks/handlers/core/tracking-events';

const server = setupServer(...trackingHandlers(createDemoBackend({ persistence: memoryPersistence() })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

type State = RouterLike['state'];
const state = (pathname: string, name: string | undefined, navigation = 'idle'): State => ({
  initialized: true,
  location: { pathname },
  navigation: { state: navigation },
  matches: [{ route: {} }, { route: { handle: name ? { name } : undefined } }],
});

function fakeRouter(initial: State) {
  const listeners = new Set<(s: State) => void>();
  const router: RouterLike = {
    state: initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const go = (next: State) => {
    router.state = next;
    listeners.forEach((listener) => listener(next));
  };
  return { router, go, listeners };
}

const received = () => receivedBatches().flatMap((batch) => JSON.parse(batch.body) as TrackingEvent[]);
const seen = () =>
  received().map((e) => [e.event_type, e.properties?.screen ?? e.properties?.target ?? null]);

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  clearReceivedBatches();
  sessionStorage.clear();
  Object.values(ANALYTICS_COOKIE).forEach((name) => Cookies.remove(name, { path: '/' }));
  document.body.innerHTML = '';
});
afterEach(() => {
  stop?.();
  server.resetHandlers();
  vi.useRealTimers();
});

function start(initial = state('/', 'index')) {
  const fake = fakeRouter(initial);
  const started = startAnalytics({ router: fake.router, deviceId: async () => 'dev-1', userId: () => 3 });
  stop = started.stop;
  return { ...fake, tracker: started.tracker };
}

const tick = async () => {
  vi.advanceTimersByTime(5_000);
  await vi.waitFor(() => expect(receivedBatches().length).toBeGreaterThan(0));
};

describe('startAnalytics', () => {
  it('opens the session with the current screen and sends it within 5 s, signed', async () => {
    start();
    expect(receivedBatches()).toEqual([]);
    await tick();
    expect(seen()).toEqual([
      ['session_start', null],
      ['screen_view', 'index'],
    ]);
    const [batch] = receivedBatches();
    expect(batch!.headers['X-Signature']).toBe(await signBody('demo-tracking-key', batch!.body));
    expect(batch!.headers['X-Session-Id']).toBe(Cookies.get(ANALYTICS_COOKIE.session));
    expect(received()[0]).toMatchObject({ user_id: 3, device_id: 'dev-1', version: 1 });
  });

  it('records one screen_view per settled route change, named by the route', async () => {
    const { go } = start();
    go(state('/transactions', 'transactions', 'loading'));
    go(state('/transactions', 'transactions'));
    go(state('/transactions', 'transactions'));
    go(state('/nowhere', undefined));
    await tick();
    expect(seen().filter(([type]) => type === 'screen_view')).toEqual([
      ['screen_view', 'index'],
      ['screen_view', 'transactions'],
      ['screen_view', 'not_found'],
    ]);
  });

  it('records clicks on buttons and links only, with the screen they happened on', async () => {
    start();
    document.body.innerHTML =
      '<button data-track="pay-now"><span id="inner">Pay</span></button><p id="text">Hello</p><a href="/x" id="link">Go</a>';
    document.getElementById('inner')!.click();
    document.getElementById('text')!.click();
    document.getElementById('link')!.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('link')!.click();
    await tick();
    const clicks = received().filter((e) => e.event_type === 'click');
    expect(clicks.map((e) => e.properties)).toEqual([
      { target: 'pay-now', kind: 'button', screen: 'index' },
      { target: 'link', kind: 'link', screen: 'index' },
    ]);
  });

  it('flushes at once when the page is hidden or left', async () => {
    start();
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(receivedBatches()).toHaveLength(1));
  });

  it('keeps the events while the service fails and delivers them once it recovers (spec B §8)', async () => {
    let failures = 2;
    server.use(
      http.post('*/svc/tracking/v1/events', () =>
        failures-- > 0 ? HttpResponse.json({ success: false, message: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { tracker } = start();
    vi.advanceTimersByTime(5_000);
    await vi.waitFor(() => expect(failures).toBe(1));
    expect(tracker.queued()).toHaveLength(2);
    vi.advanceTimersByTime(5_000);
    await vi.waitFor(() => expect(failures).toBe(0));
    expect(receivedBatches()).toEqual([]);
    await tick();
    expect(seen()).toEqual([
      ['session_start', null],
      ['screen_view', 'index'],
    ]);
    expect(tracker.queued()).toEqual([]);
  });

  it('a changed session cookie sends session_end for the old, then session_start for the new', async () => {
    const { go } = start();
    const old = Cookies.get(ANALYTICS_COOKIE.session);
    Cookies.set(ANALYTICS_COOKIE.session, 'fresh-session', { path: '/' });
    go(state('/invoices', 'invoices'));
    await tick();
    await vi.waitFor(() => expect(receivedBatches()).toHaveLength(2));
    expect(receivedBatches().map((b) => b.headers['X-Session-Id'])).toEqual([old, 'fresh-session']);
    expect(received().map((e) => [e.event_type, e.session_id])).toEqual([
      ['session_start', old],
      ['screen_view', old],
      ['session_end', old],
      ['session_start', 'fresh-session'],
      ['screen_view', 'fresh-session'],
    ]);
  });

  it('stop ends listening and sending', async () => {
    const { go, listeners } = start();
    stop!();
    stop = undefined;
    go(state('/x', 'x'));
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('pagehide'));
    // Long enough for a batch to reach the demo service had anything been sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listeners.size).toBe(0);
    expect(receivedBatches()).toEqual([]);
  });
});
