import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { ticketingHttp } from '../../http';
import { failure, ok } from '../../respond';
import { PUBLIC_STATUSES, toEvent } from './ticketing-model';

/** The public event page (/api/public/e needs no login, spec B §7). */
export const ticketingPublicHandlers = (backend: DemoBackend): HttpHandler[] => [
  ticketingHttp.get('/api/public/e/{slug}', ({ request, params, response }) => {
    // The catch-all /{organizer}/{id} names an event by its id; a custom event URL by its slug.
    const event = backend.db.events.find((row) => row.slug === params.slug || row.id === params.slug);
    if (!event || !PUBLIC_STATUSES.includes(event.status)) throw failure(404, 'This page could not be found');
    return response(200).json(ok(toEvent(request, event)));
  }),
];
