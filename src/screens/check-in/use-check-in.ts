import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { CheckInAttendee } from './check-in-match';

/** Attendees whose name, e-mail, ticket code or booking code matches (the ticketing search). */
export async function findAttendees(query: string): Promise<CheckInAttendee[]> {
  const answer = await unwrap(
    api.ticketing.GET('/api/attendees', { params: { query: { search: query, per_page: 20 } } }),
  );
  return answer.data;
}

/**
 * The check-in calls: `manual` checks a chosen attendee in (POST /api/attendees/{id}/check-in, whose failure
 * reads 'Manual check in failed', spec B §8), `scan` sends a scanned or typed code (POST /api/check-in/scan).
 * Lists of attendees are refreshed after a check-in.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { manual: string } | { scan: string }): Promise<CheckInAttendee> => {
      const answer =
        'manual' in target
          ? await unwrap(
              api.ticketing.POST('/api/attendees/{id}/check-in', {
                params: { path: { id: target.manual } },
              }),
            )
          : await unwrap(api.ticketing.POST('/api/check-in/scan', { body: { code: target.scan } }));
      return answer.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ticketing'] }),
  });
}
