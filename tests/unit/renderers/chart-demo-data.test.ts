// The demo backend gives the two chart pages something worth drawing: the processing overview's default 30 days
// end on the last day with payments (not on an empty "today" past the seed) and have volume most days; the money
// tracker has twelve months of money in and out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { createHandlers } from '@/mocks/handlers';
import { memoryPersistence } from '@/mocks/store/persistence';
import { DAY_MS, REFERENCE_MS } from '@/mocks/store/random';
import { issueToken } from '@/mocks/store/tokens';

// A clock three weeks past the seed's reference date, as on a demo opened some time after it was built.
const backend = createDemoBackend({
  persistence: memoryPersistence(),
  now: () => REFERENCE_MS + 21 * DAY_MS,
});
const server = setupServer(...createHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Overview {
  date_from: string;
  date_to: string;
  volume: { date: string; amount: number }[];
  statuses: { status: string; count: number }[];
}
interface Tracker {
  currency: string;
  series: { month: string; money_in: number; money_out: number }[];
}

async function get<T>(who: string, path: string): Promise<T> {
  const user = backend.db.findUserByEmail(who);
  if (!user) throw new Error(who);
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}${path}`, {
    headers: { Authorization: `Bearer ${issueToken(user, { audience: 'main' })}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('processing overview data', () => {
  it('ends its default 30 days on the last day with payments, and most of those days have volume', async () => {
    const overview = await get<Overview>('merchant@demo.test', '/api/v2/processing/overview');
    expect(overview.date_to).toBe('2026-11-01');
    expect(overview.date_from).toBe('2026-10-03');
    expect(overview.volume).toHaveLength(30);
    const busyDays = overview.volume.filter((day) => day.amount > 0).length;
    expect(busyDays).toBeGreaterThanOrEqual(20);
    const counted = overview.statuses.filter((row) => row.count > 0).map((row) => row.status);
    expect(counted).toEqual(expect.arrayContaining(['success', 'pending', 'rejected']));
  });

  it('keeps the dates it is asked for', async () => {
    const overview = await get<Overview>(
      'merchant@demo.test',
      '/api/v2/processing/overview?date_from=2026-11-10&date_to=2026-11-20',
    );
    expect([overview.date_from, overview.date_to]).toEqual(['2026-11-10', '2026-11-20']);
    expect(overview.volume).toHaveLength(11);
  });
});

describe('money tracker data', () => {
  it.each([
    ['personal@demo.test', 'USD'],
    ['merchant@demo.test', 'USD'],
  ])(
    '%s: without a currency, the first account, with money in and out in most months',
    async (who, first) => {
      const tracker = await get<Tracker>(who, '/api/v2/main/money-tracker');
      expect(tracker.currency).toBe(first);
      expect(tracker.series).toHaveLength(12);
      expect(tracker.series.filter((month) => month.money_in > 0).length).toBeGreaterThanOrEqual(6);
      expect(tracker.series.filter((month) => month.money_out > 0).length).toBeGreaterThanOrEqual(6);
    },
  );

  it('charts another account by its currency code', async () => {
    const tracker = await get<Tracker>('personal@demo.test', '/api/v2/main/money-tracker?currency=EUR');
    expect(tracker.currency).toBe('EUR');
    expect(tracker.series.some((month) => month.money_in > 0)).toBe(true);
  });
});
