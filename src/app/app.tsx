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

/**
 * One router for the page, with the error policy wired to it. `createBrowserRouter` starts it at once: its first
 * match and loaders (the access check, the page's chunks) run. Boot builds it in a task of its own, before the
 * catalogues arrive, so the page's chunks and checks load alongside them; the first render builds it if boot
 * has not yet. Module-level rather than in state, so React's double render in development makes no second
 * router.
 */
export const startAppRouter = () => (appRouter ??= wireErrorPolicy(createAppRouter()));

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
