// Behaviour analytics (spec B §3–§9) as the demo tracking service sees it: after sign-in, page changes and
// clicks arrive in signed batches of at most 10; a failing service keeps the events until it recovers (also
// across a reload); a new session cookie closes the old session before opening the new one.
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';

interface Batch {
  headers: Record<string, string>;
  body: string;
}
interface TrackingEvent {
  version: number;
  event_id: string;
  session_id: string;
  device_id: string;
  user_id: number | null;
  event_timestamp: number;
  event_type: string;
  previous_id: string | null;
  screen_view_session_index: number;
  properties?: Record<string, string | number | boolean>;
}

const API_KEY = 'demo-tracking-key';
const FIELDS = [
  'version',
  'event_id',
  'session_id',
  'device_id',
  'user_id',
  'event_timestamp',
  'event_type',
  'previous_id',
  'screen_view_session_index',
];

/** What the demo service accepted (src/mocks/handlers/core/tracking-events.ts keeps it in sessionStorage). */
const batches = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('demo:tracking') ?? '[]') as Batch[]);
const events = async (page: Page) =>
  (await batches(page)).flatMap((batch) => JSON.parse(batch.body) as TrackingEvent[]);
/** The events still waiting in the tab's queue. */
const queued = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('analytics:queue') ?? '[]') as TrackingEvent[]);
const setFaults = (page: Page, rules: unknown[]) =>
  page.evaluate((plan) => sessionStorage.setItem('demo:faults', JSON.stringify(plan)), rules);
const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'analytics_session_id')?.value;

/** Waits for the 5 s flush to deliver everything queued. */
async function delivered(page: Page) {
  await expect.poll(async () => (await queued(page)).length, { timeout: 15_000 }).toBe(0);
}

/**
 * Waits for the transactions page to be drawn: the router renders a navigation in a transition, so the address
 * changes before the page (and its screen_view) does.
 */
async function onTransactions(page: Page) {
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.locator('[data-route-name="transactions"]')).toBeVisible();
}

const wallet = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('region', { name: 'Wallet' });

test.describe('behaviour analytics as merchant@demo.test', () => {
  // Each test waits for the 5 s flushes of spec B §9, some of them failing on purpose.
  test.describe.configure({ timeout: 90_000 });
  test('page changes and clicks arrive in signed batches of at most 10 with every field', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'merchant@demo.test');
    // Clicks on a button, 24 of them at once: more than one batch's worth between two flushes.
    for (let i = 0; i < 12; i += 1) {
      await wallet(page).getByRole('button', { name: 'More in Wallet' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Back to home' })
        .click();
    }
    await openInApp(page, '/transactions');
    await onTransactions(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Accounts overview' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await delivered(page);

    const received = await batches(page);
    expect(received.length).toBeGreaterThan(1);
    for (const batch of received) {
      const list = JSON.parse(batch.body) as TrackingEvent[];
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(10);
      // Spec B §7 headers, and a signature the test recomputes over the exact body.
      expect(batch.headers['X-Device-Platform']).toBe('Web');
      expect(batch.headers['X-Api-Key']).toBe(API_KEY);
      expect(batch.headers['X-Signature']).toBe(
        createHmac('sha256', API_KEY).update(batch.body).digest('hex'),
      );
      expect(batch.headers['X-Timestamp']).toMatch(/^\d{10}$/);
      for (const event of list) {
        expect(Object.keys(event)).toEqual(expect.arrayContaining(FIELDS));
        expect(event.version).toBe(1);
        expect(event.session_id).toBe(batch.headers['X-Session-Id']);
        expect(event.device_id).toBe(batch.headers['X-Device-Id']);
        expect(String(event.event_timestamp)).toMatch(/^\d{10}$/);
      }
    }
    expect(received.some((batch) => (JSON.parse(batch.body) as unknown[]).length === 10)).toBe(true);

    const all = await events(page);
    // One session, opened once, with the identity of spec B §3.
    expect(all[0]).toMatchObject({
      event_type: 'session_start',
      previous_id: null,
      properties: { platform: 'Web', app_version: '1.0.0', ip_address: '{ip}' },
    });
    expect(all.filter((e) => e.event_type === 'session_start')).toHaveLength(1);
    expect(new Set(all.map((e) => e.session_id))).toEqual(new Set([await sessionCookie(page)]));
    // Each event points at the one before it; screen views are counted.
    all.slice(1).forEach((event, i) => expect(event.previous_id).toBe(all[i]!.event_id));
    const views = all.filter((e) => e.event_type === 'screen_view');
    expect(views.map((e) => e.properties?.screen)).toEqual(['auth-login', 'index', 'transactions', 'index']);
    expect(views.map((e) => e.screen_view_session_index)).toEqual([1, 2, 3, 4]);
    // Signed out on the login page, signed in after.
    expect(views[0]!.user_id).toBeNull();
    expect(views[1]!.user_id).toEqual(expect.any(Number));

    const clicks = all.filter((e) => e.event_type === 'click');
    expect(clicks[0]!.properties).toEqual({
      target: 'Sign in as [email]',
      kind: 'button',
      screen: 'auth-login',
    });
    expect(clicks.filter((e) => e.properties?.target === 'More in Wallet')).toHaveLength(12);
    expect(clicks.at(-1)!.properties).toEqual({
      target: 'Accounts overview',
      kind: 'link',
      screen: 'transactions',
    });

    // The demo service's record survives a reload of the tab.
    const count = received.length;
    await page.reload();
    expect((await batches(page)).length).toBeGreaterThanOrEqual(count);
  });

  test('a failing service keeps the events, across a reload, and they arrive once it recovers', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await delivered(page);
    const before = (await batches(page)).length;
    await setFaults(page, [{ path: '/v1/events', fault: '503', times: -1 }]);
    await openInApp(page, '/transactions');
    await onTransactions(page);
    await wallet(page).getByRole('button', { name: 'More in Wallet' }).click();
    // Two flushes fail; nothing new arrives and the events wait in the queue.
    await page.waitForTimeout(11_000);
    expect((await batches(page)).length).toBe(before);
    const waiting = await queued(page);
    expect(waiting.map((e) => e.event_type)).toEqual(['screen_view', 'click']);
    // No error notice for a background call.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.waitForTimeout(6_000);
    expect((await queued(page)).length).toBeGreaterThan(waiting.length);
    expect((await batches(page)).length).toBe(before);

    await setFaults(page, []);
    await delivered(page);
    const arrived = (await events(page)).filter((e) => waiting.some((w) => w.event_id === e.event_id));
    expect(arrived.map((e) => e.event_type)).toEqual(['screen_view', 'click']);
    expect(arrived[0]!.properties?.screen).toBe('transactions');
  });

  test('a new session cookie sends session_end for the old session, then session_start for the new', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await delivered(page);
    const old = await sessionCookie(page);
    expect(old).toBeTruthy();
    const before = (await batches(page)).length;
    await page.evaluate(() => {
      document.cookie = 'analytics_session_id=e2e-next-session; path=/; secure; samesite=lax';
    });
    await openInApp(page, '/transactions');
    await onTransactions(page);
    await delivered(page);

    const after = (await batches(page)).slice(before);
    expect(after.map((batch) => batch.headers['X-Session-Id'])).toEqual([old, 'e2e-next-session']);
    const sent = after.flatMap((batch) => JSON.parse(batch.body) as TrackingEvent[]);
    expect(sent.map((e) => [e.event_type, e.session_id])).toEqual([
      ['session_end', old],
      ['session_start', 'e2e-next-session'],
      ['screen_view', 'e2e-next-session'],
    ]);
    expect(sent[2]).toMatchObject({ screen_view_session_index: 1, previous_id: sent[1]!.event_id });
  });
});
