import { setupWorker } from 'msw/browser';
import { createDemoBackend } from './backend';
import { createHandlers } from './handlers';
import { dispatchByRoute } from './dispatch';
import { sessionStoragePersistence } from './store/persistence';

/**
 * Ends the current task and resumes in a new one, so a slow phone paints and answers taps in between.
 * `scheduler.yield()` where the browser has it (it resumes ahead of other queued tasks), a timer elsewhere.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the embedded demo backend in the browser. Its store is saved to sessionStorage after each write,
 * so what a person creates survives a reload of the tab.
 */
export async function startDemoBackend(): Promise<void> {
  // Loading this module, seeding the store and building the handlers each take a task of their own (together
  // about 190 ms of main thread on a throttled phone, in one piece before).
  await yieldToMain();
  const backend = createDemoBackend({ persistence: sessionStoragePersistence() });
  await yieldToMain();
  const handlers = createHandlers(backend);
  await yieldToMain();
  const worker = setupWorker(dispatchByRoute(handlers));
  // Save after every write the demo backend answered, so a reload shows it.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') backend.db.persist();
  });
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Page assets, fonts and chunks go to the network; only API calls are the demo backend's.
    onUnhandledRequest: 'bypass',
  });
}
