import { PERSONA_ID as P } from '../personas';
import { DAY_MS, isoDate, REFERENCE_MS, rngFor, seqId } from '../random';
import type { Category, EventStatus, Owned, Ticket, TicketSetting, TicketingEvent } from '../types';

export const seedCategories = (): Category[] =>
  ['Music', 'Conference', 'Workshop', 'Sports', 'Networking', 'Food & Drink'].map((name, i) => ({
    id: seqId('cat_', i + 1, 3),
    name,
  }));

/** Spec B §3 defaults: VAT type include, invite only, promo codes disabled. */
export const DEFAULT_TICKET_SETTING: TicketSetting = {
  vat_include: false,
  vat_type: 'include',
  vat_percentage: 0,
  invite_only: true,
  promo_code: 'disabled',
  show_remaining: false,
  purchase_button_name: 'Get tickets',
  hide_invoice_check_box: false,
  show_attendees_list: false,
  require_account_verified: false,
};

// evt_001 is the contract's `summer-fest`; every status appears twice. evt_002 (the draft the contract submits)
// starts two years after the reference date, so "start date after today" holds whatever the real clock says.
const EVENTS: readonly (readonly [string, string, EventStatus, number])[] = [
  ['Summer Fest', 'summer-fest', 'live', 0],
  ['Coffee Roasting Workshop', 'coffee-roasting-workshop', 'draft', 730],
  ['Fintech Founders Meetup', 'fintech-founders-meetup', 'pending_approval', 25],
  ['Midnight Jazz Night', 'midnight-jazz-night', 'rejected', 30],
  ['City Half Marathon', 'city-half-marathon', 'approved', 55],
  ['Street Food Market', 'street-food-market', 'live', 1],
  ['Winter Gala', 'winter-gala', 'canceled', 20],
  ['Spring Design Conference', 'spring-design-conference', 'past', -120],
  ['Latte Art Championship', 'latte-art-championship', 'draft', 90],
  ['Open Source Summit', 'open-source-summit', 'pending_approval', 70],
  ['Indie Film Evening', 'indie-film-evening', 'rejected', 15],
  ['Harvest Dinner', 'harvest-dinner', 'approved', 35],
  ['Charity Fun Run', 'charity-fun-run', 'canceled', 45],
  ['Autumn Wine Tasting', 'autumn-wine-tasting', 'past', -30],
];

const VENUES = [
  {
    name: 'Riverside Park',
    country_code: 'US',
    address: '200 Embarcadero',
    city: 'San Francisco',
    zip: '94105',
    latitude: 37.7936,
    longitude: -122.393,
  },
  {
    name: 'The Roastery Hall',
    country_code: 'GB',
    address: '12 Shoreditch High St',
    city: 'London',
    zip: 'E1 6JE',
    latitude: 51.5246,
    longitude: -0.0786,
  },
  {
    name: 'Kulturbrauerei',
    country_code: 'DE',
    address: 'Schönhauser Allee 36',
    city: 'Berlin',
    zip: '10435',
    latitude: 52.539,
    longitude: 13.413,
  },
  {
    name: 'Marina Pavilion',
    country_code: 'AE',
    address: 'Dubai Marina Walk',
    city: 'Dubai',
    zip: '00000',
    latitude: 25.0805,
    longitude: 55.1403,
  },
] as const;

export function seedEvents(seed: number): Owned<TicketingEvent>[] {
  const rng = rngFor(seed, 'events');
  let ticketId = 0;
  return EVENTS.map(([name, slug, status, startsInDays], i) => {
    const venue = VENUES[i % VENUES.length] ?? VENUES[0];
    const online = i % 5 === 4;
    const startMs = REFERENCE_MS + startsInDays * DAY_MS;
    const days = rng.int(0, 2);
    const paid = i % 4 !== 1;
    const tickets: Ticket[] = [
      {
        name: 'General admission',
        type: paid ? 'paid' : 'free',
        price: paid ? rng.pick([15, 25, 35]) : 0,
        quantity: i === 0 ? 400 : rng.int(50, 200),
      },
      { name: 'VIP', type: 'paid', price: rng.pick([60, 90, 120]), quantity: i === 0 ? 80 : rng.int(10, 40) },
    ].map((ticket) => ({
      ...ticket,
      id: seqId('tkt_', ++ticketId, 3),
      type: ticket.type as Ticket['type'],
      currency: 'USD',
      remaining: ticket.quantity,
    }));
    const ticket_setting: TicketSetting =
      i === 0 || i % 3 !== 0
        ? DEFAULT_TICKET_SETTING
        : {
            ...DEFAULT_TICKET_SETTING,
            invite_only: false,
            promo_code: 'optional',
            show_remaining: true,
            vat_include: true,
            vat_percentage: 20,
          };
    return {
      id: seqId('evt_', i + 1, 3),
      user_id: P.merchant,
      slug,
      public_name: name,
      status,
      signup_type: online ? 'online' : 'offline',
      image: i < 6 ? `/demo/events/${slug}.jpg` : null,
      logo_file_name: i === 0 ? 'summer-fest-logo.png' : null,
      timezone: 'America/Los_Angeles',
      description: {
        description: `<p>${name}: an afternoon of good coffee, music and friends. All ages welcome.</p>`,
      },
      schedule: {
        timezone: 'America/Los_Angeles',
        start_date: isoDate(startMs),
        end_date: isoDate(startMs + days * DAY_MS),
        show_end_date: days > 0,
        start_time: rng.pick(['10:00', '14:00', '18:30']),
        end_time: rng.pick(['17:00', '22:00', '23:30']),
      },
      venue: {
        ...venue,
        name: online ? 'Online' : venue.name,
        show_map: !online,
        visible_approved_only: i % 2 === 1,
      },
      tickets,
      ticket_setting,
      category_id: seqId('cat_', (i % 6) + 1, 3),
      // The organizer's custom URL is the public page's slug (/e/{slug}).
      custom_url: slug,
    };
  });
}
