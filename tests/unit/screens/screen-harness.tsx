// What a screen test against the demo backend needs, once: the backend in Node signed in as a demo account
// (listening for the file's tests, handlers reset after each, closed after all), English catalogues, and a
// render of the screen at an address inside the providers the app gives it.
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { connectApiSession } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';

/**
 * Call at the top of a test file. `namespaces` are the English catalogues the screen reads, by namespace.
 *
 * @example
 * const { backend, open } = screenHarness('merchant@demo.test', { widgetCreator, errors });
 * open('/processing/widget-creator', <Route path="/processing/widget-creator/:id?" element={<Screen />} />);
 */
export function screenHarness(email: string, namespaces: Record<string, object>) {
  const demo = setupDemoServer();
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    demo.server.listen({ onUnhandledRequest: 'error' });
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: namespaces },
      interpolation: { escapeValue: false },
    });
    const user = demo.backend.db.findUserByEmail(email);
    if (!user) throw new Error(`the demo store has no ${email}`);
    const token = issueToken(user, { audience: 'main' });
    connectApiSession({ ...anonymousSession, idToken: () => token });
  });
  afterEach(() => {
    cleanup();
    demo.server.resetHandlers();
  });
  afterAll(() => {
    demo.server.close();
    connectApiSession(anonymousSession);
  });

  /** Renders `routes` (Route elements) at `path`, with a fresh query cache that does not retry. */
  function open(path: string, routes: ReactNode) {
    return render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>{routes}</Routes>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  }
  return { ...demo, i18n, open };
}
