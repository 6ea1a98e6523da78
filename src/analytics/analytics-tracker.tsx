import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '@/session/session-query';
import { deviceId } from './device-id';
import { startAnalytics, type RouterLike } from './start';

/**
 * Behaviour analytics for the whole app (spec B §3–§9). Renders nothing; mount once next to the router.
 * The signed-in user's id is read per event, so signing in or out shows on the next event.
 */
export function AnalyticsTracker({ router }: { router: RouterLike }) {
  const client = useQueryClient();
  useEffect(() => {
    // Recording starts at once, so the first clicks count; the device id is awaited only to send.
    const { stop } = startAnalytics({
      router,
      deviceId,
      userId: () => client.getQueryData(sessionQuery.queryKey)?.user.id ?? null,
    });
    return stop;
  }, [router, client]);
  return null;
}
