import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../full-page-spinner';

export function BlankLayout() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
