import { rngFor, seqId } from '../random';
import type { Attendee, AttendeeStatus, Booking, Owned, TicketingEvent } from '../types';
import { person } from './names';

const STATUSES: readonly AttendeeStatus[] = [
  'approved',
  'pending',
  'rejected',
  'invited',
  'pre-approval',
  'visited',
  'headless',
  'dismissed',
];
/** The first attendees of evt_001 walk through every status in this order: atd_0001 pending, atd_0002 approved. */
const WALK: readonly AttendeeStatus[] = [
  'pending',
  'approved',
  'rejected',
  'invited',
  'pre-approval',
  'visited',
  'headless',
  'dismissed',
];
/** Statuses that hold a ticket (they count against the ticket's quantity). */
export const COUNTED: readonly AttendeeStatus[] = ['approved', 'visited', 'pending', 'pre-approval'];

/** Bookings of 1–4 attendees each: 120 attendees for evt_001 (every status), fewer for the other events. */
export function seedAttendance(seed: number, events: readonly Owned<TicketingEvent>[]) {
  const rng = rngFor(seed, 'attendees');
  const attendees: Owned<Attendee>[] = [];
  const bookings: Owned<Booking>[] = [];
  for (const [e, event] of events.entries()) {
    if (event.status === 'draft' || event.status === 'pending_approval' || event.status === 'rejected')
      continue;
    const target = e === 0 ? 120 : rng.int(6, 24);
    let made = 0;
    while (made < target) {
      const buyer = person(rng, 2000 + bookings.length);
      const size = Math.min(rng.int(1, 4), target - made);
      const ticket = rng.pick(event.tickets);
      const status = rng.weighted([
        ['paid', 8],
        ['pending', 2],
        ['cancelled', 1],
      ] as const);
      const booking: Owned<Booking> = {
        id: seqId('bkg_', bookings.length + 1, 4),
        user_id: event.user_id,
        event_id: event.id,
        buyer: { name: buyer.name, email: buyer.email },
        status,
        payment_status: status === 'paid' || ticket.price === 0 ? 'paid' : 'not_paid',
        tickets_count: size,
        amount: ticket.price * size,
        currency: ticket.currency,
        created_at: rng.past(60, 2),
      };
      bookings.push(booking);
      for (let k = 0; k < size; k++) {
        // The first eight attendees of evt_001 walk through every status once; the rest are mostly approved.
        const n = attendees.length;
        const attendeeStatus =
          e === 0 && n < WALK.length
            ? (WALK[n] as AttendeeStatus)
            : rng.weighted(STATUSES.map((s, j) => [s, j === 0 ? 12 : 1] as const));
        const who = k === 0 ? buyer : person(rng, 5000 + n);
        attendees.push({
          id: seqId('atd_', n + 1, 4),
          user_id: event.user_id,
          event_id: event.id,
          name: who.name,
          email: who.email,
          status: attendeeStatus,
          verified: rng.chance(0.7),
          ticket_id: ticket.id,
          booking_id: booking.id,
          checked_in_at: attendeeStatus === 'visited' ? rng.past(1, 0) : null,
        });
      }
      made += size;
    }
  }
  return { attendees, bookings };
}

/** Tickets' `remaining` follows the attendees who hold them. */
export function withRemaining(
  events: readonly Owned<TicketingEvent>[],
  attendees: readonly Owned<Attendee>[],
) {
  const held = new Map<string, number>();
  for (const attendee of attendees) {
    if (COUNTED.includes(attendee.status))
      held.set(attendee.ticket_id, (held.get(attendee.ticket_id) ?? 0) + 1);
  }
  return events.map((event) => ({
    ...event,
    tickets: event.tickets.map((ticket) => ({
      ...ticket,
      remaining: Math.max(0, ticket.quantity - (held.get(ticket.id) ?? 0)),
    })),
  }));
}
