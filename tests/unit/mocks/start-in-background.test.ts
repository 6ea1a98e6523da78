import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const startDemoBackend = vi.fn(async () => undefined);
vi.mock('@/mocks/browser', () => ({ startDemoBackend }));

const network = vi.fn(async () => new Response('{}'));

describe('the demo backend started in the background', () => {
  beforeEach(() => {
    vi.resetModules();
    startDemoBackend.mockClear();
    network.mockClear();
    vi.stubGlobal('location', new URL('https://dash.example/auth/login'));
    vi.stubGlobal('fetch', network);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not load on a page that calls no demo service, even once the page is idle', async () => {
    const { startDemoBackendInBackground } = await import('@/mocks/start-in-background');
    void startDemoBackendInBackground();
    await fetch('https://dash.example/locales/en/common.json');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startDemoBackend).not.toHaveBeenCalled();
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('starts on the first demo call, which waits for it and then goes on', async () => {
    const { startDemoBackendInBackground } = await import('@/mocks/start-in-background');
    const ready = startDemoBackendInBackground();
    await fetch('https://dash.example/ajax/user');
    await ready;
    expect(startDemoBackend).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledWith('https://dash.example/ajax/user', undefined);
  });
});
