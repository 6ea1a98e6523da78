import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';
import { tabBackends } from '@/mocks/worker/tab-backends';
import { indexedDbTabStore, memoryTabStore, STALE_AFTER_MS } from '@/mocks/worker/tab-store';

// The demo backend as its service worker runs it (src/mocks/worker/): one store per tab, saved after writes.
const seeded = createDemoBackend({ persistence: memoryPersistence() });
const token = (email: string) => issueToken(seeded.db.findUserByEmail(email)!, { audience: 'main' });
const M = 'merchant@demo.test';

const contacts = (search: string) =>
  new Request(`http://localhost${DEMO_PREFIX.main}/api/v2/main/contacts?search=${search}&all=1`, {
    headers: { Authorization: `Bearer ${token(M)}` },
  });
const addContact = (first: string) =>
  new Request(`http://localhost${DEMO_PREFIX.main}/api/v2/main/contacts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token(M)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: first,
      last_name: 'Tab',
      email: `${first}@demo.test`,
      phone: '+1 415 555 0199',
    }),
  });
const emails = async (response: Response | undefined) =>
  ((await response!.json()) as { data: { email: string }[] }).data.map((row) => row.email);

describe('the demo backends of a service worker', () => {
  it('keeps each tab its own store', async () => {
    const backends = tabBackends({ store: memoryTabStore(), onTrackingBatch: () => undefined });
    expect((await backends.answer('a', addContact('alpha')))?.status).toBe(200);
    expect(await emails(await backends.answer('a', contacts('alpha')))).toEqual(['alpha@demo.test']);
    expect(await emails(await backends.answer('b', contacts('alpha')))).toEqual([]);
  });

  it('saves a write before answering it, so a new worker (or a tab pushed out of memory) reads it back', async () => {
    const store = indexedDbTabStore();
    const first = tabBackends({ store, onTrackingBatch: () => undefined, inMemory: 1 });
    await first.answer('tab-1', addContact('kept'));
    // Another tab pushes tab-1 out of memory: its store comes back from IndexedDB.
    await first.answer('tab-2', contacts('kept'));
    expect(await emails(await first.answer('tab-1', contacts('kept')))).toEqual(['kept@demo.test']);
    // A stopped and restarted worker starts with nothing in memory.
    const restarted = tabBackends({ store: indexedDbTabStore(), onTrackingBatch: () => undefined });
    expect(await emails(await restarted.answer('tab-1', contacts('kept')))).toEqual(['kept@demo.test']);
    expect(await emails(await restarted.answer('tab-2', contacts('kept')))).toEqual([]);
  });

  it('drops saved tabs untouched for a week, and keeps the others', async () => {
    const store = indexedDbTabStore();
    await store.write('old', '{}');
    await store.dropStale(Date.now() + STALE_AFTER_MS / 2);
    expect(await store.read('old')).toBe('{}');
    await store.dropStale(Date.now() + STALE_AFTER_MS + 1000);
    expect(await store.read('old')).toBeNull();
  });

  it('leaves a call no handler takes unanswered, and answers a thrown refusal as the handler words it', async () => {
    const backends = tabBackends({ store: memoryTabStore(), onTrackingBatch: () => undefined });
    expect(
      await backends.answer('a', new Request('http://localhost/ajax/api/v2/no-such-thing')),
    ).toBeUndefined();
    const broken = new Request(`http://localhost${DEMO_PREFIX.main}/api/v2/main/contacts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token(M)}` },
      body: 'not json',
    });
    expect((await backends.answer('a', broken))?.status).toBe(422);
  });

  it('tells the tab of each analytics batch its tracking service accepted', async () => {
    const onTrackingBatch = vi.fn();
    const backends = tabBackends({ store: memoryTabStore(), onTrackingBatch });
    const { signBody } = await import('@/api/tracking-signature');
    const body = JSON.stringify([
      {
        version: 1,
        event_id: 'e1',
        session_id: 's1',
        device_id: 'd1',
        user_id: null,
        event_timestamp: 1_700_000_000,
        event_type: 'click',
        previous_id: null,
        screen_view_session_index: 0,
      },
    ]);
    const request = new Request(`http://localhost${DEMO_PREFIX.tracking}/v1/events`, {
      method: 'POST',
      headers: {
        'X-Api-Key': 'demo-tracking-key',
        'X-Signature': await signBody('demo-tracking-key', body),
        'X-Timestamp': '1700000000',
        'X-Device-Platform': 'Web',
        'X-Device-Id': 'd1',
        'X-Session-Id': 's1',
      },
      body,
    });
    expect((await backends.answer('tab-7', request))?.status).toBe(200);
    expect(onTrackingBatch).toHaveBeenCalledExactlyOnceWith('tab-7', expect.objectContaining({ body }));
  });
});
