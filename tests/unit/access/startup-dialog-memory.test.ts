// @vitest-environment jsdom
// What the startup dialogs remember (per app start and per tab), and the silent feature acknowledgement.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { QueryClient } from '@tanstack/react-query';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import { connectSessionToApi } from '@/session/api-session';
import { COOKIE } from '@/session/cookies';
import { sessionQuery } from '@/session/session-query';
import { acknowledgeFeature } from '@/shell/startup/feature-ack';
import { dismissedFor, startupMemory } from '@/shell/startup/startup-memory';

describe('startupMemory: one decision per start and user, closed dialogs remembered for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('decides once per user and start, and answers the same afterwards', () => {
    const decide = vi.fn(() => 'circle' as const);
    expect(startupMemory.dialogFor(101, decide)).toBe('circle');
    expect(startupMemory.dialogFor(101, () => 'dormant')).toBe('circle');
    expect(decide).toHaveBeenCalledTimes(1);
    // Another user (View as, or a new sign-in) gets their own decision.
    expect(startupMemory.dialogFor(102, () => null)).toBeNull();
  });

  it('a closed dialog stays closed for the start and is remembered for the tab, per user', () => {
    const listener = vi.fn();
    const unsubscribe = startupMemory.subscribe(listener);
    const before = startupMemory.snapshot();
    expect(startupMemory.dialogFor(201, () => 'dormant')).toBe('dormant');
    startupMemory.close(201, 'dormant');
    expect(startupMemory.dialogFor(201, () => 'dormant')).toBeNull();
    expect(dismissedFor(201)).toEqual(['dormant']);
    expect(dismissedFor(202)).toEqual([]);
    expect(startupMemory.snapshot()).toBe(before + 1);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    startupMemory.close(201, 'dormant');
    expect(dismissedFor(201)).toEqual(['dormant']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a new start (module loaded afresh) decides again, still knowing what the tab closed', async () => {
    startupMemory.dialogFor(301, () => 'virtual-ach');
    startupMemory.close(301, 'virtual-ach');
    vi.resetModules();
    const fresh = await import('@/shell/startup/startup-memory');
    expect(fresh.dismissedFor(301)).toEqual(['virtual-ach']);
    expect(fresh.startupMemory.dialogFor(301, () => 'circle')).toBe('circle');
  });

  it('broken storage reads as nothing dismissed', () => {
    sessionStorage.setItem('startup-dialogs:dismissed', '{not json');
    expect(dismissedFor(401)).toEqual([]);
  });
});

describe('acknowledgeFeature: POST /api/v2/main/feature-ack outside TanStack Query', () => {
  const { server, backend } = setupDemoServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    connectSessionToApi();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('updates the server and the cached session, and no query or mutation is seen running', async () => {
    backend.reset();
    const user = backend.db.findUserByEmail('merchant@demo.test');
    if (!user) throw new Error('no merchant');
    Cookies.set(COOKIE.idToken, issueToken(user, { nowMs: backend.now() }), { path: '/' });
    const client = new QueryClient();
    const session = await client.fetchQuery(sessionQuery);
    expect(session?.user.feature_ack?.virtual_account_ach).not.toBe(true);

    const seen: number[] = [];
    const unsubscribe = client.getQueryCache().subscribe(() => seen.push(client.isFetching()));
    const running = acknowledgeFeature(client, 'virtual_account_ach');
    // At once, before the server answers: the dialog cannot reopen while the call runs.
    expect(client.getQueryData(sessionQuery.queryKey)?.user.feature_ack?.virtual_account_ach).toBe(true);
    expect(client.isFetching() + client.isMutating()).toBe(0);
    await running;
    unsubscribe();

    expect(seen.every((count) => count === 0)).toBe(true);
    expect(client.getQueryData(sessionQuery.queryKey)?.user.feature_ack?.virtual_account_ach).toBe(true);
    expect(backend.db.findUserByEmail('merchant@demo.test')?.feature_ack.virtual_account_ach).toBe(true);
  });
});
