import { getResponse, type HttpHandler } from 'msw';
import { createDemoBackend, type DemoBackend } from '../backend';
import { createHandlers } from '../handlers';
import { dispatchByRoute } from '../dispatch';
import { errorBody } from '../respond';
import { parseSnapshot, serializeSnapshot, type Persistence } from '../store/persistence';
import type { ReceivedBatch } from '../tab-channel';
import type { TabStore } from './tab-store';

/** The demo backends of the tabs a worker serves: one seeded store per tab, saved in `store` after each write. */
export interface TabBackends {
  /** The demo backend's answer to a call from `tab`; undefined when no handler takes the call. */
  answer(tab: string, request: Request): Promise<Response | undefined>;
}

export interface TabBackendsOptions {
  store: TabStore;
  /** Told of each analytics batch a tab's tracking service accepted. */
  onTrackingBatch(tab: string, batch: ReceivedBatch): void;
  /** How many tabs' stores stay in memory; the least recently used is read back from `store` when next called. */
  inMemory?: number;
}

interface OpenTab {
  backend: DemoBackend;
  dispatcher: HttpHandler;
  /** Settles when the writes asked for so far are saved. */
  saved(): Promise<void>;
}

const warn = (error: unknown) => console.warn('demo backend: could not save the store', error);

export function tabBackends({ store, onTrackingBatch, inMemory = 8 }: TabBackendsOptions): TabBackends {
  const open = new Map<string, Promise<OpenTab>>();

  async function start(tab: string): Promise<OpenTab> {
    const saved = parseSnapshot(await store.read(tab).catch(() => null));
    let writes = Promise.resolve();
    const queue = (snapshot: string | null) => {
      writes = writes.then(() => store.write(tab, snapshot)).catch(warn);
    };
    const persistence: Persistence = {
      load: () => saved,
      save: (snapshot) => queue(serializeSnapshot(snapshot)),
      clear: () => queue(null),
    };
    const backend = createDemoBackend({ persistence, onTrackingBatch: (batch) => onTrackingBatch(tab, batch) });
    return { backend, dispatcher: dispatchByRoute(createHandlers(backend)), saved: () => writes };
  }

  function get(tab: string): Promise<OpenTab> {
    const known = open.get(tab);
    // Re-inserted, so the map's first key is always the least recently used tab.
    open.delete(tab);
    const entry = known ?? start(tab);
    open.set(tab, entry);
    if (open.size > inMemory) open.delete(open.keys().next().value!);
    return entry;
  }

  return {
    async answer(tab, request) {
      const { backend, dispatcher, saved } = await get(tab);
      let response: Response | undefined;
      try {
        response = await getResponse([dispatcher], request);
      } catch (error) {
        // A handler that throws a response answers with it; anything else is the backend's own bug.
        if (!(error instanceof Response)) console.error('demo backend: a handler failed', error);
        response =
          error instanceof Response ? error : Response.json(errorBody('Something went wrong'), { status: 500 });
      }
      // Saved before the answer leaves, so a reload straight after a write (or a stopped worker) keeps it.
      if (response && request.method !== 'GET') {
        backend.db.persist();
        await saved();
      }
      return response;
    },
  };
}
