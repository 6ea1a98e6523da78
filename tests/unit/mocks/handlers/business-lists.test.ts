import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { businessHandlers } from '@/mocks/handlers/business';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

// What the business list pages (schemas/tables) ask of the demo backend: filters, sorts and the read-only
// fields the tables show (an invoice line's total, the event name of an attendee or booking).
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...businessHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

type Row = Record<string, unknown>;
interface Page {
  data: Row[];
  total: number;
}

async function get(service: 'main' | 'ticketing', path: string): Promise<{ status: number; body: Page }> {
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('merchant@demo.test is not seeded');
  const response = await fetch(`http://localhost${DEMO_PREFIX[service]}${path}`, {
    headers: { Authorization: `Bearer ${issueToken(user, { audience: service })}` },
  });
  return { status: response.status, body: (await response.json()) as Page };
}

const field = (rows: Row[], name: string) => rows.map((row) => row[name]);

describe('invoices list', () => {
  it('bounds the invoice date by filter[date_from] and filter[date_to], both days included', async () => {
    const all = (await get('main', '/api/v2/invoicing/invoices?per_page=1000')).body.data;
    const days = [...new Set(field(all, 'invoice_date') as string[])].sort();
    const [from, to] = [days[1]!, days.at(-2)!];
    const { body } = await get(
      'main',
      `/api/v2/invoicing/invoices?per_page=1000&filter[date_from]=${from}&filter[date_to]=${to}`,
    );
    const inside = all.filter((row) => String(row.invoice_date) >= from && String(row.invoice_date) <= to);
    expect(body.total).toBe(inside.length);
    expect(body.total).toBeLessThan(all.length);
    expect(field(body.data, 'invoice_date')).toContain(from);
    expect(field(body.data, 'invoice_date')).toContain(to);
  });

  it('combines the date range with the status filter', async () => {
    const { body } = await get(
      'main',
      '/api/v2/invoicing/invoices?per_page=1000&filter[status]=paid&filter[date_from]=2000-01-01',
    );
    expect(body.total).toBeGreaterThan(0);
    expect(new Set(field(body.data, 'status'))).toEqual(new Set(['paid']));
    const none = await get('main', '/api/v2/invoicing/invoices?filter[date_from]=2999-01-01');
    expect(none.body.total).toBe(0);
  });

  it("gives each line its total, quantity × price, and the invoice's currency", async () => {
    const { body } = await get('main', '/api/v2/invoicing/invoices?per_page=1000');
    type Line = { quantity: number; price: number; total: number; currency: string };
    const lines = body.data.flatMap((row) =>
      (row.items as Line[]).map((line) => ({ ...line, invoiceCurrency: row.currency })),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.total).toBeCloseTo(line.quantity * line.price, 2);
      expect(line.currency).toBe(line.invoiceCurrency);
    }
  });
});

describe('attendees of all events (/api/attendees)', () => {
  it('lists every event with its name, and filter[event_id] narrows to one event', async () => {
    const all = (await get('ticketing', '/api/attendees?per_page=1000')).body;
    const events = new Set(field(all.data, 'event_id'));
    expect(events.size).toBeGreaterThan(1);
    const one = (await get('ticketing', '/api/attendees?per_page=1000&filter[event_id]=evt_001')).body;
    const perEvent = (await get('ticketing', '/api/events/evt_001/attendees?per_page=1000')).body;
    expect(one.total).toBe(perEvent.total);
    expect(one.total).toBeLessThan(all.total);
    expect(new Set(field(one.data, 'event_name'))).toEqual(new Set(['Summer Fest']));
  });

  it('filters by status, searches the event name and sorts by a field', async () => {
    const pending = (await get('ticketing', '/api/attendees?per_page=1000&filter[status]=pending')).body;
    expect(pending.total).toBeGreaterThan(0);
    expect(new Set(field(pending.data, 'status'))).toEqual(new Set(['pending']));
    const found = (await get('ticketing', '/api/attendees?per_page=1000&search=summer')).body;
    expect(new Set(field(found.data, 'event_name'))).toEqual(new Set(['Summer Fest']));
    const sorted = (await get('ticketing', '/api/attendees?per_page=50&sort_by=name&order_by=asc')).body;
    const names = field(sorted.data, 'name') as string[];
    expect(names).toEqual([...names].sort());
  });

  it('shows the event and ticket names on one attendee too', async () => {
    const { body } = await get('ticketing', '/api/attendees/atd_0001');
    expect(body.data).toMatchObject({
      id: 'atd_0001',
      event_name: 'Summer Fest',
      ticket_name: 'General admission',
    });
  });
});

describe('bookings of all events (/api/bookings)', () => {
  it('lists every event newest first; filters by event, status and payment status', async () => {
    const all = (await get('ticketing', '/api/bookings?per_page=1000')).body;
    expect(new Set(field(all.data, 'event_id')).size).toBeGreaterThan(1);
    const created = field(all.data, 'created_at') as string[];
    expect(created).toEqual([...created].sort().reverse());
    const one = (await get('ticketing', '/api/bookings?per_page=1000&filter[event_id]=evt_001')).body;
    expect(one.total).toBe((await get('ticketing', '/api/events/evt_001/bookings')).body.total);
    const unpaid = (await get('ticketing', '/api/bookings?per_page=1000&filter[payment_status]=not_paid'))
      .body;
    expect(unpaid.total).toBeGreaterThan(0);
    expect(new Set(field(unpaid.data, 'payment_status'))).toEqual(new Set(['not_paid']));
    const cancelled = (await get('ticketing', '/api/bookings?per_page=1000&filter[status]=cancelled')).body;
    expect(new Set(field(cancelled.data, 'status'))).toEqual(new Set(['cancelled']));
  });

  it('shows the event name on one booking', async () => {
    const { body } = await get('ticketing', '/api/bookings?per_page=1');
    const id = String(body.data[0]?.id);
    const one = await get('ticketing', `/api/bookings/${id}`);
    expect(one.body.data).toMatchObject({ id, event_name: expect.any(String) as string });
    expect((one.body.data as unknown as Row).event_name).not.toBe('');
  });
});
