import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router';
import { AnalyticsTracker } from '@/analytics/analytics-tracker';
import { sessionStore } from '@/session/store';
import { FullPageSpinner } from '@/shell/full-page-spinner';
import { wireErrorPolicy } from './error-policy-wiring';
import { NoticesHost } from './notices-host';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

let appRouter: ReturnType<typeof createAppRouter> | undefined;
let started = false;

/**
 * One router for the page, built with the error policy wired to it, not yet started. Module-level rather than
 * in state, so React's double render in development makes no second router.
 */
export const buildAppRouter = () => (appRouter ??= wireErrorPolicy(createAppRouter()));

/**
 * The router, started: its first match and loaders (the access check, the page's chunks) run. Boot builds it
 * and starts it a task later, before the catalogues arrive, so the page's chunks and checks load alongside
 * them; the first render starts it if boot has not yet.
 */
export function startAppRouter() {
  const router = buildAppRouter();
  if (!started) {
    started = true;
    router.initialize();
  }
  return router;
}

export function App() {
  const router = startAppRouter();
  return (
    <JotaiProvider store={sessionStore}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
        <NoticesHost />
        <AnalyticsTracker router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
