import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AnalyticsTracker } from '@/analytics/analytics-tracker';
import { NOTICE_MS } from '@/config/limits';
import { isRtl } from '@/i18n/languages';
import { sessionStore } from '@/session/store';
import { FullPageSpinner } from '@/shell/full-page-spinner';
import { wireErrorPolicy } from './error-policy-wiring';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

let appRouter: ReturnType<typeof createAppRouter> | undefined;

/**
 * One router for the page, created with the error policy wired to it (its loaders start calling at once).
 * Module-level rather than in state, so React's double render in development makes no second router. Boot
 * creates it before the catalogues arrive, so the page's chunks and checks load alongside them.
 */
export const getAppRouter = () => (appRouter ??= wireErrorPolicy(createAppRouter()));

/** Notices last 5 s (spec A §9; error notices set their own 15 s) and follow the language's direction. */
function Notices() {
  // Outside the app's Suspense boundary: never suspend here while a new language loads.
  const { t, i18n } = useTranslation(undefined, { useSuspense: false });
  return (
    <Toaster
      position="top-center"
      duration={NOTICE_MS}
      richColors
      closeButton
      dir={isRtl(i18n.language) ? 'rtl' : 'ltr'}
      containerAriaLabel={t('notices.label')}
      toastOptions={{ closeButtonAriaLabel: t('notices.close') }}
    />
  );
}

export function App() {
  const router = getAppRouter();
  return (
    <JotaiProvider store={sessionStore}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
        <Notices />
        <AnalyticsTracker router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
