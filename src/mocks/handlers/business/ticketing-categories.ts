import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { ticketingHttp } from '../../http';
import { ok } from '../../respond';
import { organizer } from './ticketing-model';

export const ticketingCategoryHandlers = (backend: DemoBackend): HttpHandler[] => [
  ticketingHttp.get('/api/categories', ({ request, response }) => {
    organizer(backend, request);
    return response(200).json(ok(backend.db.categories.all().map((category) => ({ ...category }))));
  }),
];
