import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireFields, type Caller } from '../../guard';
import { ticketingHttp } from '../../http';
import { failure, ok, paged } from '../../respond';
import type { UserScope } from '../../store/db';
import { runQuery } from '../../store/list-query';
import { COUNTED } from '../../store/seed/attendees';
import type { Attendee, AttendeeStatus, Owned } from '../../store/types';
import {
  filterParam,
  listQuery,
  nowIso,
  readOptionalJson,
  strip,
  type TicketingBody,
  type TicketingSchema,
} from './shared';
import { organizer } from './ticketing-model';

const NOT_FOUND = 'Attendee not found.';

/** An attendee as the API shows it: with its event's and ticket's names, so a list of every event's attendees reads well. */
function toAttendee(scope: UserScope, row: Owned<Attendee>): TicketingSchema<'Attendee'> {
  const event = scope.events.get(row.event_id);
  return {
    ...strip(row),
    event_name: event?.public_name ?? '',
    ticket_name: event?.tickets.find((ticket) => ticket.id === row.ticket_id)?.name ?? null,
  };
}

const SEARCHED = ['id', 'name', 'email', 'booking_id', 'event_name'] as const;

/** A page of the organizer's attendees (of one event, or of all), filtered, searched and sorted. */
function listAttendees(scope: UserScope, request: Request, eventId: string | null) {
  const status = filterParam(request, 'status');
  const rows = scope.attendees
    .filter((row) => (!eventId || row.event_id === eventId) && (!status || row.status === status))
    .map((row) => toAttendee(scope, row));
  return runQuery(rows, listQuery<(typeof rows)[number]>(request, { search_fields: SEARCHED }));
}

export const ticketingAttendeeHandlers = (backend: DemoBackend): HttpHandler[] => {
  const attendeeOf = ({ scope }: Caller, id: string) => found(scope.attendees.get(id), NOT_FOUND);

  /**
   * Moves an attendee to a new status; a ticket is held by approved, visited, pending and pre-approval
   * attendees, so the ticket's remaining count follows (and approving needs a ticket left).
   */
  function transition(
    { scope }: Caller,
    attendee: Owned<Attendee>,
    status: AttendeeStatus,
    patch: Partial<Attendee> = {},
  ) {
    const held = COUNTED.includes(attendee.status);
    const holds = COUNTED.includes(status);
    const event = scope.events.get(attendee.event_id);
    if (event && held !== holds) {
      const ticket = event.tickets.find((t) => t.id === attendee.ticket_id);
      if (ticket && holds && ticket.remaining <= 0)
        throw failure(422, 'No tickets left.', { ticket_id: ['Sold out.'] });
      scope.events.update(event.id, {
        tickets: event.tickets.map((t) =>
          t.id === attendee.ticket_id ? { ...t, remaining: Math.max(0, t.remaining + (holds ? -1 : 1)) } : t,
        ),
      });
    }
    return found(scope.attendees.update(attendee.id, { ...patch, status }));
  }

  /** Check-in (manual or by QR): an approved attendee of an approved or live event, once. */
  function checkIn(caller: Caller, attendee: Owned<Attendee>, failed: string) {
    const event = caller.scope.events.get(attendee.event_id);
    const reason =
      attendee.status === 'visited'
        ? 'The attendee has already checked in.'
        : attendee.status !== 'approved'
          ? 'The attendee is not approved.'
          : event?.status !== 'live' && event?.status !== 'approved'
            ? 'The event is not open for check-in.'
            : null;
    if (reason)
      throw failure(422, failed === 'manual' ? 'Manual check in failed' : reason, { status: [reason] });
    return transition(caller, attendee, 'visited', { checked_in_at: nowIso(backend) });
  }

  return [
    ticketingHttp.get('/api/events/{id}/attendees', ({ request, params, response }) => {
      const { scope } = organizer(backend, request);
      const event = found(scope.events.get(params.id), 'Event not found.');
      return response(200).json(paged(listAttendees(scope, request, event.id)));
    }),

    // The /attendees page: every event's attendees, filter[event_id] narrowing to one.
    ticketingHttp.get('/api/attendees', ({ request, response }) => {
      const { scope } = organizer(backend, request);
      return response(200).json(paged(listAttendees(scope, request, filterParam(request, 'event_id'))));
    }),

    ticketingHttp.get('/api/attendees/{id}', ({ request, params, response }) => {
      const caller = organizer(backend, request);
      return response(200).json(ok(toAttendee(caller.scope, attendeeOf(caller, params.id))));
    }),

    ticketingHttp.post('/api/attendees/{id}/approve', async ({ request, params, response }) => {
      const caller = organizer(backend, request);
      const body = await readOptionalJson<TicketingBody<'ticketingApproveAttendee'>>(request);
      const attendee = attendeeOf(caller, params.id);
      if (attendee.status === 'visited') throw failure(422, 'The attendee has already checked in.');
      if (attendee.status === 'approved') return response(200).json(ok(toAttendee(caller.scope, attendee)));
      const event = caller.scope.events.get(attendee.event_id);
      if (!attendee.verified && event?.ticket_setting.require_account_verified)
        throw failure(422, 'This event only accepts verified attendees.', {
          verified: ['The attendee is not verified.'],
        });
      if (!attendee.verified && body.force !== true)
        throw failure(409, 'The attendee is not verified.', undefined, 'attendee_unverified');
      return response(200).json(
        ok(toAttendee(caller.scope, transition(caller, attendee, 'approved')), 'Attendee approved.'),
      );
    }),

    ticketingHttp.post('/api/attendees/{id}/reject', ({ request, params, response }) => {
      const caller = organizer(backend, request);
      const attendee = attendeeOf(caller, params.id);
      if (attendee.status === 'visited') throw failure(422, 'The attendee has already checked in.');
      if (attendee.status === 'rejected') return response(200).json(ok(toAttendee(caller.scope, attendee)));
      return response(200).json(
        ok(toAttendee(caller.scope, transition(caller, attendee, 'rejected')), 'Attendee rejected.'),
      );
    }),

    ticketingHttp.post('/api/attendees/{id}/check-in', ({ request, params, response }) => {
      const caller = organizer(backend, request);
      return response(200).json(
        ok(toAttendee(caller.scope, checkIn(caller, attendeeOf(caller, params.id), 'manual')), 'Checked in.'),
      );
    }),

    ticketingHttp.post('/api/check-in/scan', async ({ request, response }) => {
      const caller = organizer(backend, request);
      const body = await readJson<TicketingBody<'ticketingScanCheckIn'>>(request);
      requireFields(body, ['code']);
      // The attendee's QR code holds the attendee id.
      const attendee = attendeeOf(caller, String(body.code).trim());
      return response(200).json(
        ok(toAttendee(caller.scope, checkIn(caller, attendee, 'scan')), 'Checked in.'),
      );
    }),
  ];
};
