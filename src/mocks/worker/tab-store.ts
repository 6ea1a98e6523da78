/**
 * Each tab's demo store, saved in the worker's IndexedDB: a service worker has no sessionStorage, and may be
 * stopped whenever it is idle, so what a person created is saved after each write and read back on the tab's
 * next call. A saved tab untouched for `STALE_AFTER_MS` is dropped when a new worker starts.
 */
export interface TabStore {
  read(tab: string): Promise<string | null>;
  write(tab: string, snapshot: string | null): Promise<void>;
  dropStale(now: number): Promise<void>;
}

/** A saved tab: the store's snapshot (src/mocks/store/persistence.ts) and when it was last written. */
export interface SavedTab {
  snapshot: string;
  touched: number;
}

/** The database: e2e tests plant rows through it (tests/e2e/security-helpers.ts). */
export const TAB_DB = { name: 'demo-backend', version: 1, store: 'tabs' } as const;
const TABS = TAB_DB.store;
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(TAB_DB.name, TAB_DB.version);
  request.onupgradeneeded = () => request.result.createObjectStore(TABS);
  return done(request);
}

export function indexedDbTabStore(factory: IDBFactory = indexedDB): TabStore {
  let db: Promise<IDBDatabase> | undefined;
  const tabs = async (mode: IDBTransactionMode) => {
    db ??= open(factory);
    return (await db).transaction(TABS, mode).objectStore(TABS);
  };
  return {
    async read(tab) {
      const saved = (await done((await tabs('readonly')).get(tab))) as SavedTab | undefined;
      return saved?.snapshot ?? null;
    },
    async write(tab, snapshot) {
      const store = await tabs('readwrite');
      if (snapshot === null) await done(store.delete(tab));
      else await done(store.put({ snapshot, touched: Date.now() } satisfies SavedTab, tab));
    },
    async dropStale(now) {
      const cursor = (await tabs('readwrite')).openCursor();
      await new Promise<void>((resolve, reject) => {
        cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return resolve();
          if (now - ((at.value as SavedTab).touched ?? 0) > STALE_AFTER_MS) at.delete();
          at.continue();
        };
      });
    },
  };
}

/** The same in memory: unit tests, and a browser where IndexedDB is refused (the demo then forgets on restart). */
export function memoryTabStore(): TabStore & { saved: Map<string, string> } {
  const saved = new Map<string, string>();
  return {
    saved,
    read: async (tab) => saved.get(tab) ?? null,
    write: async (tab, snapshot) => void (snapshot === null ? saved.delete(tab) : saved.set(tab, snapshot)),
    dropStale: async () => undefined,
  };
}
