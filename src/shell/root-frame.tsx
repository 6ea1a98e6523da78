import { Outlet } from 'react-router';
import { RouteProgress } from './progress/route-progress';
import { useUserLocale } from './use-user-locale';

/** What every layout shares: the progress bar over route and data loads, and the user's saved language. */
export function RootFrame() {
  useUserLocale();
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
