import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found } from '../../guard';
import { ticketingHttp } from '../../http';
import { ok, paged } from '../../respond';
import type { UserScope } from '../../store/db';
import { runQuery } from '../../store/list-query';
import type { Booking, Owned } from '../../store/types';
import { filterParam, listQuery, strip, type TicketingSchema } from './shared';
import { organizer } from './ticketing-model';

/** A booking as the API shows it: with its event's name, so a list of every event's bookings reads well. */
const toBooking = (scope: UserScope, row: Owned<Booking>): TicketingSchema<'Booking'> => ({
  ...strip(row),
  event_name: scope.events.get(row.event_id)?.public_name ?? '',
});

/** A page of the organizer's bookings (of one event, or of all), newest first unless sorted otherwise. */
function listBookings(scope: UserScope, request: Request, eventId: string | null) {
  const status = filterParam(request, 'status');
  const payment = filterParam(request, 'payment_status');
  const rows = scope.bookings
    .filter(
      (row) =>
        (!eventId || row.event_id === eventId) &&
        (!status || row.status === status) &&
        (!payment || row.payment_status === payment),
    )
    .map((row) => toBooking(scope, row));
  const query = listQuery<(typeof rows)[number]>(
    request,
    { search_fields: ['id', 'buyer.name', 'buyer.email', 'event_name'] },
    'created_at',
  );
  return runQuery(rows, query);
}

export const ticketingBookingHandlers = (backend: DemoBackend): HttpHandler[] => [
  ticketingHttp.get('/api/events/{id}/bookings', ({ request, params, response }) => {
    const { scope } = organizer(backend, request);
    const event = found(scope.events.get(params.id), 'Event not found.');
    return response(200).json(paged(listBookings(scope, request, event.id)));
  }),

  // Every event's bookings in one list, filter[event_id] narrowing to one.
  ticketingHttp.get('/api/bookings', ({ request, response }) => {
    const { scope } = organizer(backend, request);
    return response(200).json(paged(listBookings(scope, request, filterParam(request, 'event_id'))));
  }),

  ticketingHttp.get('/api/bookings/{id}', ({ request, params, response }) => {
    const { scope } = organizer(backend, request);
    const row = found(scope.bookings.get(params.id), 'Booking not found.');
    return response(200).json(ok(toBooking(scope, row)));
  }),
];
