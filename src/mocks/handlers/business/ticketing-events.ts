import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireFields, type Caller } from '../../guard';
import { ticketingHttp } from '../../http';
import { failure, ok, paged } from '../../respond';
import { DEFAULT_TICKET_SETTING } from '../../store/seed/events';
import { FieldErrors, TITLE } from './errors';
import {
  COUNTRY,
  CURRENCY,
  filterParam,
  listQuery,
  sessionState,
  today,
  type TicketingBody,
  type TicketingSchema,
} from './shared';
import { eventFields, ticketSetting } from './ticketing-event-input';
import { organizer, toEvent } from './ticketing-model';

const NOT_FOUND = 'Event not found.';
const LIST_FILTERS = ['past', 'live', 'draft', 'pending_approval', 'approved'];
type TicketingOnboarding = TicketingSchema<'TicketingOnboarding'>;

export const ticketingEventHandlers = (backend: DemoBackend): HttpHandler[] => {
  const { db } = backend;
  const eventOf = ({ scope }: Caller, id: string) => found(scope.events.get(id), NOT_FOUND);

  /** Organizer onboarding: done for accounts that already run events; kept for the session once completed. */
  function onboardingOf({ scope }: Caller): TicketingOnboarding {
    const saved = sessionState(backend, 'ticketing-onboarding', () => new Map<number, TicketingOnboarding>());
    const known = saved.get(scope.ownerId);
    if (known) return known;
    const profile = scope.publicProfiles.find((p) => p.is_active);
    const running = scope.events.count() > 0;
    return {
      completed: running,
      organizer_name: running ? (profile?.business_name ?? scope.user.name) : null,
      country_code: running && profile && COUNTRY.test(profile.country_code) ? profile.country_code : null,
      payout_currency: running ? 'USD' : null,
    };
  }

  return [
    ticketingHttp.get('/api/events', ({ request, response }) => {
      const { scope } = organizer(backend, request);
      const status = filterParam(request, 'status') ?? 'all';
      const wanted = LIST_FILTERS.includes(status) ? status : null;
      const page = scope.events.list(
        listQuery(
          request,
          {
            where: wanted ? (row) => row.status === wanted : undefined,
            search_fields: ['public_name', 'slug'],
          },
          'schedule.start_date',
        ),
      );
      return response(200).json(paged({ ...page, data: page.data.map((row) => toEvent(request, row)) }));
    }),

    ticketingHttp.post('/api/events', async ({ request, response }) => {
      const caller = organizer(backend, request);
      const body = await readJson<TicketingBody<'ticketingCreateEvent'>>(request);
      requireFields(body, ['public_name', 'category_id', 'timezone', 'schedule', 'tickets']);
      const fields = eventFields(db, today(backend), body);
      const row = caller.scope.events.insert({
        ...fields,
        status: 'draft',
        ticket_setting: DEFAULT_TICKET_SETTING,
      });
      return response(200).json(ok(toEvent(request, row), 'Event created.'));
    }),

    ticketingHttp.get('/api/events/{id}', ({ request, params, response }) => {
      return response(200).json(ok(toEvent(request, eventOf(organizer(backend, request), params.id))));
    }),

    ticketingHttp.put('/api/events/{id}', async ({ request, params, response }) => {
      const caller = organizer(backend, request);
      const body = await readJson<TicketingBody<'ticketingUpdateEvent'>>(request);
      requireFields(body, ['public_name', 'category_id', 'timezone', 'schedule', 'tickets']);
      const row = eventOf(caller, params.id);
      if (row.status === 'canceled' || row.status === 'past')
        throw failure(422, 'This event can no longer be changed.', { status: [row.status] });
      const updated = found(caller.scope.events.update(row.id, eventFields(db, today(backend), body, row)));
      return response(200).json(ok(toEvent(request, updated), 'Event updated.'));
    }),

    ticketingHttp.delete('/api/events/{id}', ({ request, params, response }) => {
      const caller = organizer(backend, request);
      const row = eventOf(caller, params.id);
      if (row.status !== 'draft') throw failure(422, 'Only drafts can be deleted.', { status: [row.status] });
      caller.scope.events.remove(row.id);
      return response(200).json(ok(null, 'Event deleted.'));
    }),

    ticketingHttp.put('/api/events/{id}/advanced-settings', async ({ request, params, response }) => {
      const caller = organizer(backend, request);
      const body = await readJson<TicketingBody<'ticketingUpdateEventAdvancedSettings'>>(request);
      requireFields(body, ['ticket_setting']);
      const row = eventOf(caller, params.id);
      const setting = ticketSetting(row.ticket_setting, body.ticket_setting);
      const updated = found(caller.scope.events.update(row.id, { ticket_setting: setting }));
      return response(200).json(ok(toEvent(request, updated), 'Settings saved.'));
    }),

    ticketingHttp.post('/api/events/{id}/submit', ({ request, params, response }) => {
      const caller = organizer(backend, request);
      const row = eventOf(caller, params.id);
      if (row.status !== 'draft' && row.status !== 'rejected')
        throw failure(422, 'Only drafts can be submitted for approval.', { status: [row.status] });
      const errors = new FieldErrors();
      errors.check(row.tickets.length > 0, 'tickets', 'Add at least one ticket.');
      errors.check(
        row.signup_type === 'online' || row.venue.name !== '',
        'venue',
        'An offline event needs a venue.',
      );
      errors.check(
        row.schedule.start_date > today(backend),
        'schedule.start_date',
        'The start date must be after today.',
      );
      errors.throwIfAny('The event is incomplete.');
      const updated = found(caller.scope.events.update(row.id, { status: 'pending_approval' }));
      return response(200).json(ok(toEvent(request, updated), 'Submitted for approval.'));
    }),

    ticketingHttp.get('/api/onboarding', ({ request, response }) => {
      return response(200).json(ok(onboardingOf(organizer(backend, request))));
    }),

    ticketingHttp.post('/api/onboarding', async ({ request, response }) => {
      const caller = organizer(backend, request);
      const body = await readJson<TicketingBody<'ticketingCompleteOnboarding'>>(request);
      requireFields(body, ['organizer_name', 'country_code', 'payout_currency']);
      const errors = new FieldErrors();
      errors.check(
        body.organizer_name.length <= 255 && TITLE.test(body.organizer_name),
        'organizer_name',
        'Only letters, numbers, dashes and spaces.',
      );
      errors.check(
        COUNTRY.test(body.country_code) && !!db.countries.get(body.country_code),
        'country_code',
        'Invalid country.',
      );
      errors.check(
        CURRENCY.test(body.payout_currency) && !!db.currencies.get(body.payout_currency),
        'payout_currency',
        'Invalid currency.',
      );
      errors.throwIfAny();
      const state: TicketingOnboarding = { completed: true, ...body };
      sessionState(backend, 'ticketing-onboarding', () => new Map<number, TicketingOnboarding>()).set(
        caller.scope.ownerId,
        state,
      );
      return response(200).json(ok(state, 'You are ready to create events.'));
    }),
  ];
};
