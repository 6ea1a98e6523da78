import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createApiClients } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import { createSender } from '@/analytics/sender';
import { signBody } from '@/api/tracking-signature';
import type { QueuedEvent } from '@/analytics/event';
import { createDemoBackend } from '@/mocks/backend';
import { memoryPersistence } from '@/mocks/store/persistence';
import {
  clearReceivedBatches,
  receivedBatches,
  trackingHandlers,
} from '@/mocks/handlers/core/tracking-events';

const BASE = 'http://localhost/svc/tracking';
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...trackingHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearReceivedBatches());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClients({
  baseUrls: { main: '', account: '', settings: '', ticketing: '', tracking: BASE },
  session: anonymousSession,
}).tracking;

const event = (id: string, session = 'sess-1'): QueuedEvent => ({
  version: 1,
  event_id: id,
  session_id: session,
  user_id: null,
  event_timestamp: 1_767_225_600,
  event_type: 'click',
  previous_id: null,
  screen_view_session_index: 0,
  properties: { target: 'pay' },
});

const send = (signingKey = 'demo-tracking-key') =>
  createSender({
    client,
    apiKey: 'demo-tracking-key',
    signingKey,
    deviceId: async () => 'dev-1',
    now: () => 1_767_225_600_500,
  });

describe('createSender against the demo tracking service', () => {
  it('sends the spec B §7 headers and a body whose signature the service verifies', async () => {
    const events = [event('e1'), event('e2')];
    expect(await send()({ sessionId: 'sess-1', events })).toBe(true);
    const [batch] = receivedBatches();
    expect(batch!.headers).toEqual({
      'X-Device-Platform': 'Web',
      'X-Api-Key': 'demo-tracking-key',
      'X-Signature': await signBody('demo-tracking-key', batch!.body),
      'X-Timestamp': '1767225600',
      'X-Device-Id': 'dev-1',
      'X-Session-Id': 'sess-1',
    });
    // The device id, known by now, is added to each event as it is sent.
    expect(JSON.parse(batch!.body)).toEqual(events.map((queued) => ({ ...queued, device_id: 'dev-1' })));
  });

  it('a wrong signature is refused (401) and reported as not sent', async () => {
    expect(await send('other-key')({ sessionId: 'sess-1', events: [event('e1')] })).toBe(false);
    expect(receivedBatches()).toEqual([]);
  });

  it('an event of another session than the header is refused (422)', async () => {
    expect(await send()({ sessionId: 'sess-1', events: [event('e1', 'sess-2')] })).toBe(false);
  });

  it('more than 10 events are refused (422)', async () => {
    const events = Array.from({ length: 11 }, (_, i) => event(`e${i}`));
    expect(await send()({ sessionId: 'sess-1', events })).toBe(false);
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ success: false, message: 'Something went wrong' }, { status: 500 }),
    ],
    ['a network failure', () => HttpResponse.error()],
  ])('%s is reported as not sent', async (_name, answer) => {
    server.use(http.post(`${BASE}/v1/events`, answer));
    expect(await send()({ sessionId: 'sess-1', events: [event('e1')] })).toBe(false);
  });
});
