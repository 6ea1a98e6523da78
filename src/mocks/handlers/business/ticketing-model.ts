import type { DemoBackend } from '../../backend';
import { requireCaller, type Caller } from '../../guard';
import type { Owned, TicketingEvent } from '../../store/types';
import { absoluteUrl, COUNTRY, requireFeature, strip, type TicketingSchema } from './shared';

/** Every signed-in ticketing call: the ticketing token, and the ticketing_enabled flag (spec A §6). */
export function organizer(backend: DemoBackend, request: Request): Caller {
  const caller = requireCaller(backend, request, 'ticketing');
  requireFeature(caller.user, 'ticketing_enabled');
  return caller;
}

/** Online events keep an empty venue in the store; the API shows none. */
export const EMPTY_VENUE: TicketingEvent['venue'] = {
  name: '',
  country_code: '',
  address: '',
  city: '',
  zip: '',
  show_map: false,
  visible_approved_only: false,
  longitude: 0,
  latitude: 0,
};

export function toEvent(request: Request, row: Owned<TicketingEvent>): TicketingSchema<'Event'> {
  const { venue } = row;
  const hasVenue = venue.name !== '' || venue.address !== '';
  return {
    ...strip(row),
    image: absoluteUrl(request, row.image),
    description: { ...row.description },
    schedule: { ...row.schedule },
    venue: hasVenue
      ? { ...venue, country_code: COUNTRY.test(venue.country_code) ? venue.country_code : null }
      : null,
    tickets: row.tickets.map((ticket) => ({ ...ticket })),
    ticket_setting: {
      ...row.ticket_setting,
      vat_type: row.ticket_setting.vat_type === 'exclude' ? 'exclude' : 'include',
    },
    custom_url: row.custom_url || null,
  };
}

/** Statuses the public page shows (drafts and events under review or refused stay private). */
export const PUBLIC_STATUSES: readonly TicketingEvent['status'][] = ['approved', 'live', 'past'];
