import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

/** One booking (GET /api/bookings/{id}); a missing one is not retried. */
export const useBooking = (id: string) =>
  useQuery({
    queryKey: ['ticketing', 'booking', id],
    queryFn: async () =>
      (await unwrap(api.ticketing.GET('/api/bookings/{id}', { params: { path: { id } } }))).data,
    retry: false,
  });

/** A booking holds at most a few tickets; one page of the search is all of them. */
const PER_BOOKING = 50;

/**
 * The booking's attendees: the attendee search matches booking codes, and only exact matches are kept (a code
 * may also appear inside a name or another code).
 */
export const useBookingAttendees = (id: string) =>
  useQuery({
    queryKey: ['ticketing', 'booking-attendees', id],
    queryFn: async () => {
      const answer = await unwrap(
        api.ticketing.GET('/api/attendees', { params: { query: { search: id, per_page: PER_BOOKING } } }),
      );
      return answer.data.filter((attendee) => attendee.booking_id === id);
    },
  });
