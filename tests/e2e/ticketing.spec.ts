// Event ticketing around the event editor, as merchant@demo.test uses it (spec B §2 Events, §5, §8): approving
// a verified and an unverified attendee (the confirm prompt, then `force`), rejecting, manual check-in by code
// (success, then 'Manual check in failed'), check-in from an uploaded QR picture, a booking, the advanced
// settings kept across a reload, the organiser onboarding, the public event page and its 404.
// Which attendees and bookings play each part is read from the demo API first (the store's seed decides names).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';

/** A PNG of the QR code holding `text`, drawn by the browser (the scan page reads it with jsQR). */
async function qrPng(browser: Browser, text: string): Promise<Buffer> {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: text, size: 320, marginSize: 4 }));
  const scratch = await browser.newPage();
  await scratch.setContent(`<div id="qr" style="display:inline-block;background:#fff">${svg}</div>`);
  const png = await scratch.locator('#qr').screenshot();
  await scratch.close();
  return png;
}

interface Attendee {
  id: string;
  name: string;
  status: string;
  verified: boolean;
  event_id: string;
  booking_id: string;
}

/** Every attendee of Summer Fest (evt_001, live), read as the page would, with its ticketing token. */
async function summerFestAttendees(page: Page): Promise<Attendee[]> {
  // The list page gets the ticketing token first (its first call refreshes it).
  await openInApp(page, '/attendees');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  return page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )ticketing_token=([^;]*)/)?.[1] ?? '';
    const rows: Attendee[] = [];
    for (const n of [1, 2]) {
      const answer = await fetch(
        `/svc/ticketing/api/attendees?filter[event_id]=evt_001&per_page=100&page=${n}`,
        {
          headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
        },
      );
      rows.push(...((await answer.json()) as { data: Attendee[] }).data);
    }
    return rows;
  });
}

/** Whose name is theirs alone (the notices and rows are found by name). */
const uniqueNames = (rows: Attendee[]) =>
  rows.filter((row) => rows.filter((other) => other.name === row.name).length === 1);

/** The demo attendees each test uses. */
interface Cast {
  verified: Attendee;
  unverified: Attendee;
  rejected: Attendee;
  checkIn: Attendee;
  scanned: Attendee;
  booking: { id: string; attendees: Attendee[] };
}

function castFrom(all: Attendee[]): Cast {
  const rows = uniqueNames(all);
  const approvable = ['pending', 'pre-approval', 'invited'];
  const pick = (test: (row: Attendee) => boolean, taken: Attendee[]) => {
    const found = rows.find((row) => test(row) && !taken.includes(row));
    if (!found) throw new Error('the demo data has no attendee for this part');
    taken.push(found);
    return found;
  };
  const taken: Attendee[] = [];
  const verified = pick((row) => approvable.includes(row.status) && row.verified, taken);
  const unverified = pick((row) => approvable.includes(row.status) && !row.verified, taken);
  const rejected = pick((row) => approvable.includes(row.status), taken);
  const checkIn = pick((row) => row.status === 'approved', taken);
  const scanned = pick((row) => row.status === 'approved', taken);
  // A booking whose attendees are both verified and not.
  const byBooking = new Map<string, Attendee[]>();
  for (const row of all) byBooking.set(row.booking_id, [...(byBooking.get(row.booking_id) ?? []), row]);
  const [id = '', attendees = []] =
    [...byBooking].find(
      ([, group]) => group.some((row) => row.verified) && group.some((row) => !row.verified),
    ) ?? [];
  return { verified, unverified, rejected, checkIn, scanned, booking: { id, attendees } };
}

/** The attendees list narrowed to one person by its search (it matches the ticket code). */
async function findAttendee(page: Page, attendee: Attendee) {
  // The address holds the list's search (typing into the box while the page changes could race its reset).
  await openInApp(page, `/attendees?q=${attendee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue(attendee.id);
  const row = page.getByRole('row', { name: new RegExp(attendee.name) });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('merchant@demo.test', () => {
  let page: Page;
  let cast: Cast;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'merchant@demo.test');
    cast = castFrom(await summerFestAttendees(page));
  });
  test.afterAll(async () => page.close());

  test('a verified attendee is approved at once', async () => {
    const { name } = cast.verified;
    const row = await findAttendee(page, cast.verified);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(`${name} is approved.`)).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'approved');
  });

  test('an unverified attendee asks first; cancel keeps them, confirm approves them with force', async () => {
    const { id, name, status } = cast.unverified;
    const row = await findAttendee(page, cast.unverified);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: `${name} has not verified their account. Approve them anyway?` }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', status);

    await row.getByRole('button', { name: 'Approve' }).click();
    // Without `force` the server answers 409 for an unverified attendee (openapi ticketingApproveAttendee).
    const approved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/attendees/${id}/approve`) && response.request().method() === 'POST',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await expect(page.getByText(`${name} is approved.`)).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'approved');
  });

  test('rejecting asks first, then the attendee is rejected — and stays so after a reload', async () => {
    const { id, name } = cast.rejected;
    const row = await findAttendee(page, cast.rejected);
    await row.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`${name} is rejected.`)).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'rejected');
    await page.reload();
    await page.getByRole('searchbox').fill(id);
    await expect(page.getByRole('row', { name: new RegExp(name) }).locator('[data-status]')).toHaveAttribute(
      'data-status',
      'rejected',
    );
  });

  test('manual check-in by ticket code, then a failure for the same code and for a code nobody has', async () => {
    const { id, name } = cast.checkIn;
    await openInApp(page, '/check-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Check in' })).toBeVisible();
    const code = page.getByLabel('Ticket code, booking code or name');
    await code.fill(id);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toContainText(
      `${name} is checked in.`,
    );
    await expect(
      page.getByRole('listitem').filter({ hasText: name }).locator('[data-status]'),
    ).toHaveAttribute('data-status', 'visited');

    // The same ticket again: the server refuses, in the words of spec B §8.
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('alert')).toContainText('Manual check in failed');

    await code.fill('atd_9999');
    await page.getByRole('button', { name: 'Find' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Manual check in failed');
    await expect(alert).toContainText('No ticket, booking or attendee matches “atd_9999”.');
    // What was typed stays.
    await expect(code).toHaveValue('atd_9999');
  });

  test('a search by name lists the matches, each with its own check-in button', async () => {
    const { name } = cast.scanned;
    await openInApp(page, '/check-in');
    await page.getByLabel('Ticket code, booking code or name').fill(name);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { name: /Matches: \d+/ })).toBeVisible();
    await expect(page.getByRole('button', { name: `Check in ${name}` })).toBeVisible();
  });

  test('scan: an uploaded QR picture checks the ticket in; a picture with no QR says so', async ({
    browser,
  }) => {
    const { id, name } = cast.scanned;
    await openInApp(page, '/scan-qr');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan a ticket' })).toBeVisible();
    await page.getByLabel('Upload a QR image').setInputFiles({
      name: 'ticket.png',
      mimeType: 'image/png',
      buffer: await qrPng(browser, id),
    });
    await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toContainText(
      `${name} is checked in.`,
    );

    // A picture without a code is refused here, not sent.
    const blank = await browser.newPage();
    await blank.setContent('<div id="b" style="width:200px;height:200px;background:#fff"></div>');
    const empty = await blank.locator('#b').screenshot();
    await blank.close();
    await page
      .getByLabel('Upload a QR image')
      .setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: empty });
    await expect(page.getByRole('alert')).toContainText('No QR code was found in this picture.');

    // The typed-code fallback: a ticket already checked in is refused.
    await page.getByLabel('Ticket code', { exact: true }).fill(id);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('This ticket could not be checked in');
  });

  test('a booking shows its buyer, purchase, payment and attendees with the verified flag', async () => {
    const { id, attendees } = cast.booking;
    await openInApp(page, `/booking/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Booking ${id}` })).toBeVisible();
    await expect(page.getByText('Buyer')).toBeVisible();
    await expect(page.getByText('Purchased')).toBeVisible();
    await expect(page.getByText('Payment', { exact: true })).toBeVisible();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Attendees' }) });
    await expect(section.getByRole('listitem')).toHaveCount(attendees.length);
    for (const attendee of attendees)
      await expect(section.getByRole('listitem').filter({ hasText: attendee.name }).first()).toContainText(
        attendee.verified ? 'Verified' : 'Not verified',
      );
  });

  test('a booking that does not exist says so, with a retry', async () => {
    await openInApp(page, '/booking/bkg_9999');
    await expect(page.getByRole('alert')).toContainText('There is no booking bkg_9999.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('advanced settings: a bad button name is flagged, a good one is saved and shown after a reload', async () => {
    await openInApp(page, '/manage-events/evt_001/advanced-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Advanced settings' })).toBeVisible();
    const name = page.getByLabel('Purchase button name');
    await expect(name).toHaveValue('Get tickets');
    await expect(page.getByLabel('Invite only')).toBeChecked();
    await name.fill('Buy now!');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.locator('#root_ticket_setting_purchase_button_name__error')).toBeVisible();
    await expect(name).toHaveValue('Buy now!');

    await name.fill('Buy passes');
    await page.getByLabel('Show how many tickets are left').check();
    await page.getByRole('radio', { name: 'Can be entered' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The event settings are saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Purchase button name')).toHaveValue('Buy passes');
    await expect(page.getByLabel('Show how many tickets are left')).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Can be entered' })).toBeChecked();
  });

  test('advanced settings: VAT charged on top at a rate is kept after a reload', async () => {
    await openInApp(page, '/manage-events/evt_001/advanced-settings');
    await expect(page.getByLabel('Purchase button name')).toHaveValue('Buy passes');
    await expect(page.getByRole('radio', { name: 'Included in the ticket price' })).toBeChecked();
    await page.getByLabel('Charge VAT on tickets').check();
    await page.getByRole('radio', { name: 'Added to the ticket price' }).check();
    await page.getByLabel('VAT rate').fill('20');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The event settings are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Charge VAT on tickets')).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Added to the ticket price' })).toBeChecked();
    await expect(page.getByLabel('VAT rate')).toHaveValue(/^20/);
  });

  test('payment methods: the same call actions switch a method off (after asking) and on again', async () => {
    await openInApp(page, '/processing/payment-methods');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Disable' }) })
      .first();
    const name = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText(`${name} is disabled.`)).toBeVisible();
    await page.reload();
    const again = page.getByRole('row', { name: new RegExp(name) }).first();
    await again.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText(`${name} is enabled.`)).toBeVisible();
    await expect(again.getByRole('button', { name: 'Disable' })).toBeVisible();
  });

  test('onboarding explains ticketing, lists the categories and starts an event', async () => {
    await openInApp(page, '/manage-events/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Sell tickets to your events' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Music' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an event' }).click();
    await expect(page).toHaveURL(/\/manage-events\/create$/);
  });

  test('the public event page shows the saved purchase button and remaining tickets', async () => {
    await page.goto('/demo-merchant/evt_001');
    await expect(page.getByRole('heading', { level: 1, name: 'Summer Fest' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy passes' })).toBeVisible();
    await expect(page.getByText(/^Left: \d+$/).first()).toBeVisible();
  });
});

test.describe('signed out', () => {
  test('a custom event URL opens the public page without a login', async ({ page }) => {
    await page.goto('/summer-fest');
    await expect(page.getByRole('heading', { level: 1, name: 'Summer Fest' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
    await expect(page).toHaveURL(/\/summer-fest$/);
  });

  test('neither an event nor a public one is the 404', async ({ page }) => {
    await page.goto('/nobody/no-such-event');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    // A draft is not public.
    await page.goto('/coffee-roasting-workshop');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  });
});
