// The demo backend's event form rules (spec B §3, §5), as the event wizard meets them on create and update.
import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '@/mocks/backend';
import { eventFields } from '@/mocks/handlers/business/ticketing-event-input';
import { memoryPersistence } from '@/mocks/store/persistence';

const { db } = createDemoBackend({ persistence: memoryPersistence() });
const TODAY = '2030-01-10';
const VENUE = {
  name: 'Riverside Hall',
  country_code: 'DE',
  address: '1 River Road',
  city: 'Berlin',
  zip: '',
};
const BODY = {
  public_name: 'Summer Music Night',
  category_id: 'cat_001',
  signup_type: 'offline' as const,
  timezone: 'Europe/Berlin',
  schedule: {
    timezone: 'Europe/Berlin',
    start_date: '2030-02-01',
    end_date: '2030-02-01',
    start_time: '18:00',
    end_time: '23:00',
  },
  venue: VENUE,
  tickets: [{ name: 'Standard', type: 'free' as const, price: 0, currency: 'USD', quantity: 100 }],
};
type Body = Parameters<typeof eventFields>[2];

/** The field errors of the 422 the rules answer with, or {} when they pass. */
async function errorsOf(change: Record<string, unknown>): Promise<Record<string, string[]>> {
  try {
    eventFields(db, TODAY, { ...BODY, ...change } as Body);
    return {};
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(422);
    return ((await thrown.json()) as { errors: Record<string, string[]> }).errors;
  }
}

describe('event form rules', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a complete offline event', {}, []],
    ['a name with symbols', { public_name: 'Party!!' }, ['public_name']],
    ['a start date of today', { schedule: { ...BODY.schedule, start_date: TODAY } }, ['schedule.start_date']],
    [
      'an end before the start',
      { schedule: { ...BODY.schedule, end_date: '2030-01-31' } },
      ['schedule.end_date'],
    ],
    ['an offline event without a venue', { venue: null }, ['venue']],
    ['an online event without a venue', { signup_type: 'online', venue: null }, []],
    ['an online event with a half-typed venue', { signup_type: 'online', venue: { ...VENUE, city: '' } }, []],
    [
      'a paid ticket below 0.01',
      { tickets: [{ name: 'VIP', type: 'paid', price: 0.001, currency: 'USD', quantity: 5 }] },
      ['tickets.0.price'],
    ],
    [
      'a paid ticket with cents in a zero-decimal currency',
      { tickets: [{ name: 'VIP', type: 'paid', price: 1500.5, currency: 'JPY', quantity: 5 }] },
      ['tickets.0.price'],
    ],
    ['a logo that is a PDF', { logo_file_name: 'logo.pdf' }, ['logo']],
    ['a PNG logo', { logo_file_name: 'logo.PNG' }, []],
    ['a custom URL with capitals', { custom_url: 'Summer' }, ['custom_url']],
  ])('%s', async (_, change, fields) => {
    expect(Object.keys(await errorsOf(change)).sort()).toEqual(fields);
  });

  it('an online event is stored without a venue, a free ticket at 0', () => {
    const tickets = [{ name: 'Standard', type: 'free' as const, price: 5, currency: 'USD', quantity: 10 }];
    const fields = eventFields(db, TODAY, { ...BODY, signup_type: 'online', tickets } as Body);
    expect(fields.venue.name).toBe('');
    expect(fields.tickets[0]).toMatchObject({ price: 0, quantity: 10, remaining: 10 });
  });

  it("the schedule takes the event's own time zone", () => {
    const fields = eventFields(db, TODAY, { ...BODY, timezone: 'Asia/Tokyo' } as Body);
    expect(fields.schedule.timezone).toBe('Asia/Tokyo');
  });
});
