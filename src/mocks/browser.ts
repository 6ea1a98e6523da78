import { setupWorker } from 'msw/browser';
import { createDemoBackend } from './backend';
import { createHandlers } from './handlers';
import { sessionStoragePersistence } from './store/persistence';

/**
 * Starts the embedded demo backend in the browser. Its store is saved to sessionStorage after each write,
 * so what a person creates survives a reload of the tab.
 */
export async function startDemoBackend(): Promise<void> {
  const backend = createDemoBackend({ persistence: sessionStoragePersistence() });
  const worker = setupWorker(...createHandlers(backend));
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
