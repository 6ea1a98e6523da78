/**
 * The embedded demo backend as a service worker (built apart from the app into /demo-worker.js by
 * scripts/vite-plugin-demo-worker.ts): it answers the page's calls to the demo services, so the page itself
 * downloads, seeds and runs none of it. Other requests are not touched: the browser fetches them as usual.
 * Each tab has its own store (the page sends its tab id with each call: src/mocks/tab-channel.ts).
 */
import './scope-shims';
import { isDemoPath, TAB_HEADER, type PageMessage, type WorkerMessage } from '../tab-channel';
import { tabBackends } from './tab-backends';
import { indexedDbTabStore, memoryTabStore } from './tab-store';

// The few service-worker types used here (the DOM library has none, and the WebWorker one clashes with it).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    get(id: string): Promise<{ postMessage(message: WorkerMessage): void } | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = globalThis as unknown as WorkerScope;

const store = typeof indexedDB === 'undefined' ? memoryTabStore() : indexedDbTabStore();
/** Which tab each page (client) belongs to, and each tab's latest page: a reload is a new client. */
const tabOfClient = new Map<string, string>();
const pageOfTab = new Map<string, string>();

async function tell(tab: string, message: WorkerMessage) {
  const page = pageOfTab.get(tab);
  const client = page ? await worker.clients.get(page) : undefined;
  client?.postMessage(message);
}

const backends = tabBackends({
  store,
  onTrackingBatch: (tab, batch) => void tell(tab, { type: 'demo:tracking-batch', batch }),
});

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([worker.clients.claim(), store.dropStale(Date.now()).catch(() => undefined)])),
);
// A page loaded without the worker (a hard reload) asks to be taken over before its first call.
worker.addEventListener('message', (event) => {
  if ((event.data as PageMessage | null)?.type === 'demo:claim') event.waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const { request, clientId } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || !isDemoPath(url.pathname)) return;
  // Calls made by fetch carry the tab; others (an image, a download) belong to the tab of the page making them.
  const tab = request.headers.get(TAB_HEADER) ?? tabOfClient.get(clientId) ?? `page:${clientId}`;
  if (clientId) {
    tabOfClient.set(clientId, tab);
    pageOfTab.set(tab, clientId);
  }
  event.respondWith(
    backends.answer(tab, request.clone()).then((answer) => answer ?? fetch(request)),
  );
});
