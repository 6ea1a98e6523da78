import { setupServer } from 'msw/node';
import { createDemoBackend, type DemoBackend } from './backend';
import { createHandlers } from './handlers';
import { dispatchByRoute } from './dispatch';
import { memoryPersistence } from './store/persistence';

/**
 * The demo backend for tests in Node: the same handlers the browser runs, behind the same dispatcher, over a
 * fresh in-memory store.
 * Tests call `server.listen({ onUnhandledRequest: 'error' })` so a call without a handler fails loudly.
 */
export function setupDemoServer(): { server: ReturnType<typeof setupServer>; backend: DemoBackend } {
  const backend = createDemoBackend({ persistence: memoryPersistence() });
  return { server: setupServer(dispatchByRoute(createHandlers(backend))), backend };
}
