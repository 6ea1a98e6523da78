import { Suspense, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { FullPageSpinner } from '@/shell/full-page-spinner';

/** Resolves in the task after the one that drew the first layout; then stays resolved. */
let firstLayoutDrawn: Promise<void> | undefined;
let firstPageMayDraw = false;

/**
 * The first page of a visit draws a task after its layout (header, banners, the drawer's button): on a
 * phone the two renders were one task of 50–60 ms, which the page's blocking time counts whole. Later pages
 * draw inside a layout already on screen, at once.
 */
function AfterFirstLayout({ children }: { children: ReactNode }) {
  if (!firstPageMayDraw) {
    firstLayoutDrawn ??= new Promise((resolve) =>
      setTimeout(() => {
        firstPageMayDraw = true;
        resolve();
      }, 0),
    );
    throw firstLayoutDrawn;
  }
  return children;
}

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
      <AfterFirstLayout>
        <Outlet />
      </AfterFirstLayout>
    </Suspense>
  );
}
