import type { Db } from '../../store/db';
import { pad } from '../../store/random';
import type { Owned, Ticket, TicketingEvent, TicketSetting } from '../../store/types';
import { FieldErrors, LATIN, PERSON_NAME, TITLE } from './errors';
import {
  COUNTRY,
  CURRENCY,
  DATE,
  isHttpUrl,
  isString,
  isValidAmount,
  slugify,
  type TicketingBody,
  type TicketingSchema,
} from './shared';
import { EMPTY_VENUE } from './ticketing-model';

type EventInput = TicketingBody<'ticketingCreateEvent'>;
type EventBody = Partial<EventInput> &
  Pick<EventInput, 'public_name' | 'category_id' | 'timezone' | 'schedule' | 'tickets'>;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const LOGO_FILE = /\.(jpe?g|png)$/i;

const validZone = (zone: unknown): zone is string => {
  if (!isString(zone) || !zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Next ticket ids continue the global `tkt_` sequence. */
function ticketIds(db: Db) {
  let next = db.events.all().reduce((max, event) => {
    for (const ticket of event.tickets) max = Math.max(max, Number(ticket.id.replace(/\D/g, '')) || 0);
    return max;
  }, 0);
  return () => `tkt_${pad(++next, 3)}`;
}

/** A slug free across every organizer's events (the public page is /e/{slug}). */
function freeSlug(db: Db, wanted: string, selfId?: string): string {
  const base = wanted || 'event';
  let slug = base;
  for (let n = 2; db.events.find((e) => e.slug === slug && e.id !== selfId); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * The event form (spec B §3 defaults, §5: start date after today, end after start). Tickets keep their id (and
 * what they sold) when the form names it, or names a ticket of the same name.
 */
export function eventFields(db: Db, today: string, body: EventBody, existing?: Owned<TicketingEvent>) {
  const errors = new FieldErrors();
  errors.check(
    isString(body.public_name) && body.public_name.length <= 255 && TITLE.test(body.public_name),
    'public_name',
    'Only letters, numbers, dashes and spaces.',
  );
  errors.check(!!db.categories.get(body.category_id), 'category_id', 'The selected category is invalid.');
  const signup = body.signup_type ?? existing?.signup_type ?? 'offline';
  errors.check(signup === 'offline' || signup === 'online', 'signup_type', 'The event is offline or online.');
  errors.check(validZone(body.timezone), 'timezone', 'Unknown time zone.');
  if (body.image) errors.check(isHttpUrl(body.image), 'image', 'The image must be a valid URL.');
  // Spec B §5: the logo is a JPG, JPEG or PNG (its size, at most 1 MB, is checked when it is uploaded).
  if (body.logo_file_name)
    errors.check(LOGO_FILE.test(body.logo_file_name), 'logo', 'The logo must be a JPG, JPEG or PNG file.');
  const description = body.description?.description ?? existing?.description.description ?? '';
  errors.check(
    description.length <= 5000,
    'description.description',
    'The description may not exceed 5000 characters.',
  );

  const s = typeof body.schedule === 'object' ? body.schedule : undefined;
  const startChanged = !existing || existing.schedule.start_date !== s?.start_date;
  if (errors.check(DATE.test(s?.start_date ?? ''), 'schedule.start_date', 'Invalid date.') && startChanged)
    errors.check((s?.start_date ?? '') > today, 'schedule.start_date', 'The start date must be after today.');
  if (errors.check(DATE.test(s?.end_date ?? ''), 'schedule.end_date', 'Invalid date.'))
    errors.check(
      (s?.end_date ?? '') >= (s?.start_date ?? ''),
      'schedule.end_date',
      'The end date must be after the start date.',
    );
  errors.check(TIME.test(s?.start_time ?? ''), 'schedule.start_time', 'Use HH:MM.');
  errors.check(TIME.test(s?.end_time ?? ''), 'schedule.end_time', 'Use HH:MM.');
  if (s && s.start_date === s.end_date && TIME.test(s.start_time) && TIME.test(s.end_time))
    errors.check(s.end_time > s.start_time, 'schedule.end_time', 'The end must be after the start.');

  // An online event has no venue: whatever the form still holds from an earlier offline choice is dropped.
  const v = signup === 'online' ? null : (body.venue ?? null);
  if (v === null) errors.check(signup === 'online', 'venue', 'An offline event needs a venue.');
  else {
    errors.check(
      isString(v.name) && TITLE.test(v.name),
      'venue.name',
      'Only letters, numbers, dashes and spaces.',
    );
    errors.check(COUNTRY.test(v.country_code ?? ''), 'venue.country_code', 'Invalid country.');
    errors.check(
      isString(v.address) && LATIN.test(v.address),
      'venue.address',
      'The address must use latin characters.',
    );
    errors.check(
      isString(v.city) && PERSON_NAME.test(v.city),
      'venue.city',
      'Only letters, dashes, apostrophes and spaces.',
    );
    errors.check(
      v.longitude == null || (v.longitude >= -180 && v.longitude <= 180),
      'venue.longitude',
      'Invalid longitude.',
    );
    errors.check(
      v.latitude == null || (v.latitude >= -90 && v.latitude <= 90),
      'venue.latitude',
      'Invalid latitude.',
    );
  }

  const inputs = Array.isArray(body.tickets) ? body.tickets : [];
  const nextId = ticketIds(db);
  const tickets: Ticket[] = inputs.map((t, i) => {
    const field = `tickets.${i}`;
    errors.check(
      isString(t.name) && t.name.length <= 100 && TITLE.test(t.name),
      `${field}.name`,
      'Only letters, numbers, dashes and spaces.',
    );
    errors.check(t.type === 'free' || t.type === 'paid', `${field}.type`, 'A ticket is free or paid.');
    errors.check(CURRENCY.test(t.currency ?? ''), `${field}.currency`, 'Invalid currency.');
    if (t.type === 'paid')
      errors.check(isValidAmount(t.price, t.currency), `${field}.price`, 'Invalid amount');
    errors.check(
      Number.isInteger(t.quantity) && t.quantity >= 1,
      `${field}.quantity`,
      'At least one ticket.',
    );
    const old =
      existing?.tickets.find((o) => o.id === t.id) ?? existing?.tickets.find((o) => o.name === t.name);
    const sold = old ? old.quantity - old.remaining : 0;
    errors.check(t.quantity >= sold, `${field}.quantity`, `${sold} tickets are already taken.`);
    return {
      id: old?.id ?? nextId(),
      name: t.name,
      type: t.type,
      price: t.type === 'free' ? 0 : t.price,
      currency: t.currency,
      quantity: t.quantity,
      remaining: Math.max(0, t.quantity - sold),
    };
  });

  const custom = body.custom_url ?? null;
  if (custom !== null) {
    if (
      errors.check(
        /^[a-z0-9-]{3,64}$/.test(custom),
        'custom_url',
        'Use 3 to 64 lowercase letters, digits and dashes.',
      )
    )
      errors.check(
        !db.events.find((e) => e.slug === custom && e.id !== existing?.id),
        'custom_url',
        'The custom URL has already been taken.',
      );
  }
  errors.throwIfAny();

  const slug = custom ?? (existing ? existing.slug : freeSlug(db, slugify(body.public_name)));
  return {
    slug,
    public_name: body.public_name,
    signup_type: signup,
    image: body.image === undefined ? (existing?.image ?? null) : body.image,
    logo_file_name:
      body.logo_file_name === undefined ? (existing?.logo_file_name ?? null) : body.logo_file_name,
    timezone: body.timezone,
    description: { description },
    schedule: {
      // One time zone per event: the form's own, so an edit of the event's zone moves its schedule too.
      timezone: body.timezone,
      start_date: s?.start_date ?? '',
      end_date: s?.end_date ?? '',
      show_end_date: s?.show_end_date ?? s?.end_date !== s?.start_date,
      start_time: s?.start_time ?? '',
      end_time: s?.end_time ?? '',
    },
    venue:
      v === null
        ? EMPTY_VENUE
        : {
            name: v.name,
            country_code: v.country_code,
            address: v.address,
            city: v.city,
            zip: v.zip ?? '',
            show_map: v.show_map ?? true,
            visible_approved_only: v.visible_approved_only ?? false,
            longitude: v.longitude ?? 0,
            latitude: v.latitude ?? 0,
          },
    tickets,
    category_id: body.category_id,
    custom_url: custom ?? slug,
  };
}

/** The advanced settings form (spec B §3 ticket_setting), merged over the current settings. */
export function ticketSetting(
  current: TicketSetting,
  input: Partial<TicketingSchema<'TicketSetting'>> | null | undefined,
): TicketSetting {
  const errors = new FieldErrors();
  const next = {
    ...current,
    ...(input ?? {}),
    purchase_button_name: input?.purchase_button_name ?? current.purchase_button_name,
  };
  const bool = (key: keyof TicketSetting) =>
    errors.check(typeof next[key] === 'boolean', `ticket_setting.${key}`, 'Must be true or false.');
  (
    [
      'vat_include',
      'invite_only',
      'show_remaining',
      'hide_invoice_check_box',
      'show_attendees_list',
      'require_account_verified',
    ] as const
  ).forEach(bool);
  errors.check(
    ['include', 'exclude'].includes(next.vat_type),
    'ticket_setting.vat_type',
    'VAT is included or excluded.',
  );
  errors.check(
    typeof next.vat_percentage === 'number' && next.vat_percentage >= 0 && next.vat_percentage <= 100,
    'ticket_setting.vat_percentage',
    'Between 0 and 100.',
  );
  errors.check(
    ['disabled', 'optional', 'required'].includes(next.promo_code),
    'ticket_setting.promo_code',
    'Disabled, optional or required.',
  );
  const button = next.purchase_button_name ?? '';
  errors.check(
    isString(button) && button.length <= 50,
    'ticket_setting.purchase_button_name',
    'At most 50 characters.',
  );
  errors.throwIfAny();
  return { ...next, purchase_button_name: button };
}
