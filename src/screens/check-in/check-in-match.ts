/** An attendee as the ticketing API lists it (the fields the check-in screens show). */
export interface CheckInAttendee {
  id: string;
  name: string;
  email: string;
  status: string;
  verified: boolean;
  event_name: string;
  ticket_name: string | null;
  booking_id: string | null;
  checked_in_at: string | null;
}

/** What a door person typed, tidied: trimmed, inner spaces collapsed. */
export const tidyQuery = (query: string): string => query.trim().replace(/\s+/g, ' ');

/**
 * The attendee whose ticket code is exactly what was typed (case aside): typing a code checks that ticket in
 * at once; a name or a booking code lists the matches to choose from.
 *
 * @example ticketByCode([{ id: 'atd_0002', ... }], ' ATD_0002 '); // the attendee
 */
export function ticketByCode<T extends { id: string }>(rows: readonly T[], query: string): T | undefined {
  const code = tidyQuery(query).toLowerCase();
  return code ? rows.find((row) => row.id.toLowerCase() === code) : undefined;
}

/** Only approved attendees can be checked in; a visited one already is (the server says so too). */
export const canCheckIn = (attendee: Pick<CheckInAttendee, 'status'>): boolean =>
  attendee.status === 'approved';
