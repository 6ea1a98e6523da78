// Issue 9 item 4: XSS payloads planted in what the server sends never run. Server HTML (FAQ answers, an event
// description) is sanitized, then rendered as HTML; contact names, transaction counterparties and notes,
// invoice customers, items and notes, a transfer link's note and a profile's description are rendered as text;
// a profile's website may only become an http(s) link. Three independent checks, each able to fail on its own:
// the sentinel the payloads call, the CSP violations the browser reports (an inline handler that slipped
// through is blocked and reported), and a scan of the DOM for handlers, script URLs, scripts and frames.
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';
import {
  dangerInPage,
  expectNothingRan,
  plantRows,
  seedRows,
  watchPage,
  type Changes,
} from './security-helpers';
import { SENTINEL, XSS_PAYLOADS } from './security-payloads';

const payload = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length] ?? '';
const seed = seedRows();

/** Texts of the elements matching `selector` that show a payload literally (so it was rendered as text). */
const literalPayloads = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (elements, sentinel) =>
        elements.map((element) => element.textContent ?? '').filter((text) => text.includes(sentinel)),
      SENTINEL,
    );

test.describe('XSS payloads in server data never run', () => {
  test('FAQ answers, contact names, transaction counterparties and notes (personal@)', async ({ page }) => {
    const personal = 1;
    const changes: Changes = {
      faqs: XSS_PAYLOADS.map((content, i) => ({
        id: `faq_9${String(i).padStart(3, '0')}`,
        code: 'home',
        locale: 'en',
        subject: `Hostile answer ${i + 1}`,
        content: `<p>Answer ${i + 1}</p>${content}`,
      })),
      contacts: seed.contacts
        .filter((row) => row.user_id === personal)
        .map((row, i) => ({ ...row, first_name: payload(i), last_name: payload(i + 7) })),
      transactions: seed.transactions
        .filter((row) => row.user_id === personal)
        .map((row, i) => ({
          ...row,
          counterparty: { ...row.counterparty, name: payload(i) },
          description: payload(i + 3),
        })),
    };
    const watched = await watchPage(page);
    await plantRows(page, changes);
    await signIn(page, 'personal@demo.test');

    // FAQ HTML: every hostile answer opened, its harmless text shown, nothing that can run left in it.
    const help = page.getByRole('complementary', { name: 'Help' });
    for (let i = 1; i <= XSS_PAYLOADS.length; i += 1) {
      await help.getByRole('button', { name: `Hostile answer ${i}`, exact: true }).click();
    }
    await expect(help.getByRole('region', { name: `Hostile answer ${XSS_PAYLOADS.length}` })).toContainText(
      `Answer ${XSS_PAYLOADS.length}`,
    );
    await expect(help.getByRole('region', { name: 'Hostile answer 4', exact: true })).toContainText('open');
    expect(await dangerInPage(page)).toEqual([]);
    await expectNothingRan(page, watched);

    // Names: shown as the literal text the server sent.
    await openInApp(page, '/my-contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('cell').filter({ hasText: SENTINEL }).first()).toBeVisible();
    await expect.poll(async () => (await literalPayloads(page, 'td')).length).toBeGreaterThanOrEqual(10);
    expect(await dangerInPage(page)).toEqual([]);

    // Counterparties in the table, the transfer note in the row's detail.
    await openInApp(page, '/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const firstRow = page.getByRole('row').filter({ hasText: SENTINEL }).first();
    await expect(firstRow).toBeVisible();
    await expect.poll(async () => (await literalPayloads(page, 'td')).length).toBeGreaterThanOrEqual(10);
    await firstRow.click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText(payload(3), { exact: true })).toBeVisible();
    expect(await dangerInPage(page)).toEqual([]);
    await expectNothingRan(page, watched);
  });

  test('invoice customers, items and notes, a transfer link note, an event description, a profile website (merchant@)', async ({
    page,
  }) => {
    const merchant = 3;
    const everyPayload = XSS_PAYLOADS.join(' ');
    const changes: Changes = {
      invoices: seed.invoices
        .filter((row) => row.user_id === merchant)
        .map((row, i) => ({
          ...row,
          customer: { ...row.customer, name: payload(i) },
          items: row.items.map((item, k) => ({ ...item, name: payload(i + k + 1) })),
          note: everyPayload,
        })),
      transferLinks: seed.transferLinks.map((row, i) => (i === 0 ? { ...row, note: payload(0) } : row)),
      // The other server HTML the app renders: a public event's description (sanitized like the FAQ).
      events: seed.events
        .filter((row) => row.id === 'evt_001')
        .map((row) => ({ ...row, description: { description: `<p>Event text</p>${everyPayload}` } })),
      // A link the server hands over: only an http(s) address may become one.
      publicProfiles: seed.publicProfiles
        .filter((row) => row.id === 'bp_001')
        .map((row) => ({ ...row, website_url: `javascript:${SENTINEL}(99)`, description: payload(1) })),
    };
    const watched = await watchPage(page);
    await plantRows(page, changes);
    await signIn(page, 'merchant@demo.test', '/invoices');

    await expect(page.getByRole('cell').filter({ hasText: SENTINEL }).first()).toBeVisible();
    expect(await dangerInPage(page)).toEqual([]);

    const paid = seed.invoices.find((row) => row.id === 'inv_0003');
    const index = seed.invoices.filter((row) => row.user_id === merchant).indexOf(paid!);
    await openInApp(page, '/invoices/inv_0003');
    await expect(page.getByText(payload(index), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(everyPayload, { exact: true })).toBeVisible();
    await expect(page.getByText(payload(index + 1), { exact: true }).first()).toBeVisible();
    expect(await dangerInPage(page)).toEqual([]);

    await openInApp(page, `/pay/invoice/${paid!.public_id}`);
    await expect(page.getByText(payload(index + 2), { exact: true }).first()).toBeVisible();
    expect(await dangerInPage(page)).toEqual([]);

    await openInApp(page, '/transfer/TL10000001');
    await expect(page.getByText(payload(0), { exact: true })).toBeVisible();
    expect(await dangerInPage(page)).toEqual([]);

    await openInApp(page, '/sofia_marquez/evt_001');
    await expect(page.getByText('Event text', { exact: true })).toBeVisible();
    await expect(page.getByText('encoded link', { exact: true })).toBeVisible();
    expect(await dangerInPage(page)).toEqual([]);

    await openInApp(page, '/me/sofia_marquez');
    await expect(page.getByText(payload(1), { exact: true })).toBeVisible();
    expect(await dangerInPage(page)).toEqual([]);
    await expectNothingRan(page, watched);
  });
});
