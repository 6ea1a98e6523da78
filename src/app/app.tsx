import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { sessionStore } from '@/session/store';
import { FullPageSpinner } from '@/shell/full-page-spinner';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <JotaiProvider store={sessionStore}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
        {/* Notices last 5 s (spec A §9); error notices set their own 15 s. */}
        <Toaster position="top-center" duration={5000} richColors closeButton />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
