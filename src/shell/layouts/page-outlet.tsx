import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { FullPageSpinner } from '@/shell/full-page-spinner';

/**
 * The page of the current route inside its own Suspense boundary, keyed by the route: each page gets a fresh
 * boundary. Preact's Suspense keeps counting a suspension of a page that was left before it resumed (a
 * catalogue still loading when the gate redirected), and held the next page behind it: the address was the new
 * page's and the frame stayed empty. With a boundary per page, leaving a page drops its pending suspensions.
 * A change of parameters on one route (invoice 1 → invoice 2) keeps the boundary, as React would.
 */
export function PageOutlet() {
  const matches = useMatches();
  return (
    <Suspense key={matches.at(-1)?.id} fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
