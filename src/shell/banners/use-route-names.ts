import { useMemo } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/config/routes';

/**
 * Names of the routes matched for the current page (their `handle.name` from routes.config.ts), so banners and
 * the test-mode switch decide by route name, never by path.
 */
export function useRouteNames(): readonly string[] {
  const matches = useMatches();
  const joined = matches
    .map((match) => (match.handle as Partial<RouteHandle> | undefined)?.name)
    .filter((name): name is string => typeof name === 'string')
    .join('\n');
  return useMemo(() => (joined ? joined.split('\n') : []), [joined]);
}
