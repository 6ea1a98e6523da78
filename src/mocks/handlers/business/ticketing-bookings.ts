import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found } from '../../guard';
import { ticketingHttp } from '../../http';
import { ok, paged } from '../../respond';
import { filterParam, listQuery, strip } from './shared';
import { organizer } from './ticketing-model';

export const ticketingBookingHandlers = (backend: DemoBackend): HttpHandler[] => [
  ticketingHttp.get('/api/events/{id}/bookings', ({ request, params, response }) => {
    const { scope } = organizer(backend, request);
    const event = found(scope.events.get(params.id), 'Event not found.');
    const status = filterParam(request, 'status');
    const payment = filterParam(request, 'payment_status');
    const page = scope.bookings.list(
      listQuery(
        request,
        {
          where: (row) =>
            row.event_id === event.id &&
            (!status || row.status === status) &&
            (!payment || row.payment_status === payment),
          search_fields: ['id', 'buyer.name', 'buyer.email'],
        },
        'created_at',
      ),
    );
    return response(200).json(paged({ ...page, data: page.data.map(strip) }));
  }),

  ticketingHttp.get('/api/bookings/{id}', ({ request, params, response }) => {
    const { scope } = organizer(backend, request);
    return response(200).json(ok(strip(found(scope.bookings.get(params.id), 'Booking not found.'))));
  }),
];
