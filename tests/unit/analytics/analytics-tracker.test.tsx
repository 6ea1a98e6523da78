// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionQuery } from '@/session/session-query';
import type { RouterLike } from '@/analytics/start';
import type { QueuedEvent } from '@/analytics/event';
import { QUEUE_KEY } from '@/analytics/tracker';

/** The fingerprint is computed once the page has settled: here, not before the test says so. */
const fingerprint = vi.hoisted(() => ({ known: new Promise<string>(() => undefined) }));
vi.mock('@/session/device-fingerprint', () => ({ deviceFingerprint: () => fingerprint.known }));
const { AnalyticsTracker } = await import('@/analytics/analytics-tracker');

const router: RouterLike = {
  state: {
    initialized: true,
    location: { pathname: '/invoices' },
    navigation: { state: 'idle' },
    matches: [{ route: { handle: { name: 'invoices' } } }],
  },
  subscribe: () => () => undefined,
};
const queue = () => JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as QueuedEvent[];

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('AnalyticsTracker', () => {
  it('records the screen shown before the device id is known, with the signed-in user, and renders nothing', async () => {
    const client = new QueryClient();
    client.setQueryData(sessionQuery.queryKey, { user: { id: 77 } } as never);
    const { container } = render(
      <QueryClientProvider client={client}>
        <AnalyticsTracker router={router} />
      </QueryClientProvider>,
    );
    expect(container.innerHTML).toBe('');
    await vi.waitFor(() => expect(queue().map((e) => e.event_type)).toContain('screen_view'));
    const view = queue().find((e) => e.event_type === 'screen_view');
    expect(view).toMatchObject({ user_id: 77, properties: { screen: 'invoices' } });
    // The device id is added when the batch is sent (sender.test.ts).
    expect(view).not.toHaveProperty('device_id');
  });

  it('signed out: user_id is null', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AnalyticsTracker router={router} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(queue().length).toBeGreaterThan(0));
    expect(queue().every((e) => e.user_id === null)).toBe(true);
  });
});
