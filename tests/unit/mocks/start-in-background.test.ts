import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_WORKER_URL,
  FAULT_HEADER,
  MIGRATION_CLOCK_KEY,
  TAB_HEADER,
  TAB_ID_KEY,
  TODAY_HEADER,
  TRACKING_LOG_KEY,
} from '@/mocks/tab-channel';
import { FAULT_PLAN_KEY } from '@/mocks/fault-plan';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

/** A service worker container whose worker takes the page over when asked (`demo:claim`) or at once. */
class FakeContainer extends EventTarget {
  controller: object | null;
  claims = 0;
  register = vi.fn(async () => ({}));
  startMessages = vi.fn();
  ready: Promise<{ active: { postMessage(message: { type: string }): void } }>;
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? {} : null;
    this.ready = Promise.resolve({
      active: {
        postMessage: (message) => {
          if (message.type !== 'demo:claim') return;
          this.claims += 1;
          this.controller = {};
          this.dispatchEvent(new Event('controllerchange'));
        },
      },
    });
  }
  tell(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const network = vi.fn(async (_request: Request | string) => new Response('{}'));
const sent = (call: number) => network.mock.calls[call]![0] as Request;

describe('the demo backend started in the background', () => {
  let storage: MemoryStorage;
  let container: FakeContainer;

  /** Installs the held fetch; `ready` is the worker's start. */
  async function start(controlled = true) {
    container = new FakeContainer(controlled);
    vi.stubGlobal('navigator', { serviceWorker: container });
    const { startDemoBackendInBackground } = await import('@/mocks/start-in-background');
    return { ready: startDemoBackendInBackground() };
  }

  beforeEach(() => {
    vi.resetModules();
    network.mockClear();
    storage = new MemoryStorage();
    vi.stubGlobal('location', new URL('https://dash.example/auth/login'));
    vi.stubGlobal('fetch', network);
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('registers no worker on a page that calls no demo service', async () => {
    await start();
    await fetch('https://dash.example/locales/en/common.json');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.register).not.toHaveBeenCalled();
    expect(network).toHaveBeenCalledWith('https://dash.example/locales/en/common.json', undefined);
  });

  it('registers the worker on the first demo call, which then goes on with the tab id', async () => {
    const { ready } = await start();
    await fetch('https://dash.example/ajax/api/v2/currencies');
    await fetch('/svc/settings/api/public/v1/entities');
    await ready;
    expect(container.register).toHaveBeenCalledExactlyOnceWith(
      DEMO_WORKER_URL,
      expect.objectContaining({ scope: '/' }),
    );
    expect(sent(0).url).toBe('https://dash.example/ajax/api/v2/currencies');
    const tab = storage.getItem(TAB_ID_KEY);
    expect(tab).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent(0).headers.get(TAB_HEADER)).toBe(tab);
    expect(sent(1).headers.get(TAB_HEADER)).toBe(tab);
  });

  it('asks the worker to take over a page it does not control, and waits for it', async () => {
    await start(false);
    await fetch('https://dash.example/ajax/api/v2/currencies');
    expect(container.claims).toBe(1);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends a planned fault once, and the migration clock with every call', async () => {
    storage.setItem(FAULT_PLAN_KEY, JSON.stringify([{ path: '/api/v2/faqs', fault: '500' }]));
    storage.setItem(MIGRATION_CLOCK_KEY, '2024-08-01');
    await start();
    await fetch('https://dash.example/ajax/api/v2/faqs?code=home', { method: 'GET' });
    await fetch('https://dash.example/ajax/api/v2/faqs?code=home');
    expect(sent(0).headers.get(FAULT_HEADER)).toBe('500');
    expect(sent(1).headers.get(FAULT_HEADER)).toBeNull();
    expect(sent(1).headers.get(TODAY_HEADER)).toBe('2024-08-01');
    expect(storage.getItem(FAULT_PLAN_KEY)).toBe('[]');
  });

  it('keeps the tracking batches the worker reports in the tab, and ignores other messages', async () => {
    await start();
    await fetch('https://dash.example/ajax/api/v2/currencies');
    const batch = { receivedAt: 1, headers: { 'X-Api-Key': 'k' }, body: '[]' };
    container.tell({ type: 'demo:tracking-batch', batch });
    container.tell({ type: 'something else' });
    container.tell({ type: 'demo:tracking-batch', batch });
    expect(JSON.parse(storage.getItem(TRACKING_LOG_KEY) ?? '')).toEqual([batch, batch]);
  });

  it('fails the held calls as network errors where the browser runs no service workers', async () => {
    vi.stubGlobal('navigator', {});
    const { startDemoBackendInBackground } = await import('@/mocks/start-in-background');
    const ready = startDemoBackendInBackground();
    ready.catch(() => undefined);
    await expect(fetch('https://dash.example/ajax/api/v2/currencies')).rejects.toThrow(/service workers/);
    await expect(ready).rejects.toThrow(/service workers/);
    expect(network).not.toHaveBeenCalled();
  });
});
