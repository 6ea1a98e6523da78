import { Outlet } from 'react-router';
import { RouteProgress } from './progress/route-progress';

/** What every layout shares: the progress bar over route and data loads. */
export function RootFrame() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
