import {
  DEMO_WORKER_URL,
  FAULT_HEADER,
  FAULT_PLAN_KEY,
  isDemoPath,
  MIGRATION_CLOCK_KEY,
  readStoredList,
  TAB_HEADER,
  TAB_ID_KEY,
  tabStorage,
  TODAY_HEADER,
  TRACKING_LOG_KEY,
  TRACKING_LOG_LIMIT,
  type PageMessage,
  type WorkerMessage,
} from './tab-channel';

/** This tab's id, kept for the tab's life: the worker keeps one demo store per id. */
function tabId(): string {
  const storage = tabStorage();
  const known = storage?.getItem(TAB_ID_KEY);
  if (known) return known;
  const id = crypto.randomUUID();
  storage?.setItem(TAB_ID_KEY, id);
  return id;
}

/** Keeps the analytics batches the demo tracking service accepted in the tab, where e2e tests read them. */
function keepTrackingBatch(message: WorkerMessage) {
  const storage = tabStorage();
  if (message.type !== 'demo:tracking-batch' || !storage) return;
  const log = readStoredList(storage, TRACKING_LOG_KEY);
  storage.setItem(TRACKING_LOG_KEY, JSON.stringify([...log, message.batch].slice(-TRACKING_LOG_LIMIT)));
}

/** How long a page waits for the worker to take it over before its demo calls fail as network errors. */
const CLAIM_TIMEOUT_MS = 15_000;

/**
 * Registers the demo backend's worker and waits until it answers this page's calls. A first visit, or a page
 * loaded past the worker (a hard reload), asks the worker to take the page over.
 */
async function connectWorker(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) throw new Error('This browser runs no service workers, which the demo backend needs');
  container.addEventListener('message', (event: MessageEvent<WorkerMessage>) =>
    keepTrackingBatch(event.data),
  );
  container.startMessages();
  await container.register(DEMO_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  const registration = await container.ready;
  if (container.controller) return;
  const controlled = new Promise((resolve, reject) => {
    container.addEventListener('controllerchange', resolve, { once: true });
    setTimeout(
      () => reject(new Error('The demo backend worker did not take the page over')),
      CLAIM_TIMEOUT_MS,
    );
  });
  registration.active?.postMessage({ type: 'demo:claim' } satisfies PageMessage);
  await controlled;
}

/** What the worker needs from the tab, on the call: its id, a planned fault, the migration's planned day. */
async function withTabHeaders(request: Request): Promise<Request> {
  const storage = tabStorage();
  request.headers.set(TAB_HEADER, tabId());
  // The plan's reader loads only in a tab that plans faults.
  if (!request.headers.has(FAULT_HEADER) && storage?.getItem(FAULT_PLAN_KEY)) {
    const fault = (await import('./fault-plan')).takePlannedFault(request);
    if (fault) request.headers.set(FAULT_HEADER, fault);
  }
  const today = storage?.getItem(MIGRATION_CLOCK_KEY);
  if (today) request.headers.set(TODAY_HEADER, today);
  return request;
}

/**
 * Starts the embedded demo backend without holding up the first render. It runs in a service worker
 * (src/mocks/worker/), which is registered when the page first calls a demo service, so a page that needs no
 * data to draw (sign-in) is drawn, and answers taps, first; a returning visitor's worker is already running.
 * Until it answers, calls to the demo services wait at `fetch` (same origin, a demo prefix); everything else
 * goes straight on. Returns the worker's start, which rejects (and so fails the held calls as network errors)
 * if it fails.
 */
export function startDemoBackendInBackground(): Promise<void> {
  let start: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (start = resolve));
  const ready = wanted.then(connectWorker);
  const networkFetch = globalThis.fetch.bind(globalThis);
  const isDemoCall = (url: URL) => url.origin === location.origin && isDemoPath(url.pathname);
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!isDemoCall(url)) return networkFetch(input, init);
    start();
    await ready;
    return networkFetch(await withTabHeaders(new Request(input instanceof Request ? input : url, init)));
  };
  return ready;
}
