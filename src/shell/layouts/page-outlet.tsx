import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { FullPageSpinner } from '@/shell/full-page-spinner';

/** Whether the visit's first page has drawn: later pages draw at once. */
let firstPageMayDraw = false;

/**
 * The first page of a visit draws a task after its layout (header, banners, the drawer's button): on a
 * phone the two renders were one task of 50–60 ms, which the page's blocking time counts whole. Later pages
 * draw inside a layout already on screen, at once. A state update rather than a suspension: React holds the
 * content of a boundary that has just shown its fallback for up to 300 ms, and the page would wait for that.
 */
function AfterFirstLayout({ children }: { children: ReactNode }) {
  const [mayDraw, setMayDraw] = useState(firstPageMayDraw);
  useEffect(() => {
    if (mayDraw) return undefined;
    const timer = setTimeout(() => {
      firstPageMayDraw = true;
      setMayDraw(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [mayDraw]);
  return mayDraw ? children : <FullPageSpinner />;
}

/**
 * The page of the current route inside its own Suspense boundary, keyed by the route: each page gets a fresh
 * boundary, so a page that is still waiting (for its texts, its file) shows the page spinner inside the layout,
 * and leaving it drops what it waited for. A change of parameters on one route (invoice 1 → invoice 2) keeps the
 * boundary and the page on screen.
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
