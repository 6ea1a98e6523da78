import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '@/mocks/store/random';
import { KEYS } from '@/mocks/store/schema';
import { fractionOf } from '@/mocks/store/seed/currencies';
import { generateSeed } from '@/mocks/store/seed/seed-all';

const { data, largeTransactions } = generateSeed(DEFAULT_SEED);
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('determinism', () => {
  it('two generations from one seed are identical, the large set included', () => {
    const again = generateSeed(DEFAULT_SEED);
    expect(JSON.stringify(again.data)).toBe(JSON.stringify(data));
    expect(JSON.stringify(again.largeTransactions())).toBe(JSON.stringify(largeTransactions()));
  });

  it('another seed gives other data', () => {
    expect(JSON.stringify(generateSeed(7).data.transactions)).not.toBe(JSON.stringify(data.transactions));
  });
});

describe('fixed demo ids', () => {
  const ids = <T>(rows: readonly T[], key: keyof T) => rows.map((row) => row[key]);
  it.each([
    [
      'debitCards',
      ids(data.debitCards, 'public_id'),
      ['crd_virtual_001', 'crd_physical_002', 'crd_virtual_003', 'crd_physical_005', 'crd_virtual_006'],
    ],
    ['storedCards', ids(data.storedCards, 'id'), ['sc_001', 'sc_002']],
    ['attachments', ids(data.attachments, 'id'), ['att_file_001']],
    ['contacts', ids(data.contacts, 'id'), ['ct_0001']],
    ['tags', ids(data.tags, 'id'), ['tag_001']],
    ['invoices', ids(data.invoices, 'id'), ['inv_0001', 'inv_0006']],
    ['invoice public ids', ids(data.invoices, 'public_id'), ['INV-2026-0001']],
    ['products', ids(data.products, 'id'), ['prd_001']],
    ['taxes', ids(data.taxes, 'id'), ['tax_001']],
    ['discounts', ids(data.discounts, 'id'), ['dsc_001']],
    ['businessTemplates', ids(data.businessTemplates, 'id'), ['tpl_001']],
    ['events', ids(data.events, 'id'), ['evt_001']],
    ['attendees', ids(data.attendees, 'id'), ['atd_0001']],
    ['bookings', ids(data.bookings, 'id'), ['bkg_0001']],
    ['widgetVersions', ids(data.widgetVersions, 'id'), ['wv_001', 'wv_005']],
    ['subscriptions', ids(data.subscriptions, 'id'), ['sub_0001']],
    ['settlements', ids(data.settlements, 'id'), ['stl_0001']],
    ['processingTransactions', ids(data.processingTransactions, 'id'), ['ptx_000001']],
    ['transactions (large set)', ids(largeTransactions(), 'id'), ['txn_000001', 'txn_010000']],
    ['circles', ids(data.circles, 'id'), ['cir_001']],
    ['virtualAccounts', ids(data.virtualAccounts, 'id'), ['va_001']],
    ['transferLinks', ids(data.transferLinks, 'id'), ['TL10000001']],
    ['qrInfos', ids(data.qrInfos, 'code'), ['QR00001', 'QR00002']],
    ['scheduledTransfers', ids(data.scheduledTransfers, 'id'), ['sch_001']],
    ['massPayouts', ids(data.massPayouts, 'id'), ['mp_001']],
    ['subAccounts', ids(data.subAccounts, 'id'), ['sa_001']],
    ['publicProfiles', ids(data.publicProfiles, 'id'), ['bp_001']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expect.arrayContaining(expected));
  });

  it('the fixed records have the contract attributes', () => {
    const [virtual, physical] = data.debitCards;
    expect(virtual).toMatchObject({
      public_id: 'crd_virtual_001',
      factor: 'virtual',
      status: 'activated',
      virtual_design: { public_id: 'VCD-007' },
      user_id: 1,
    });
    expect(physical).toMatchObject({
      public_id: 'crd_physical_002',
      factor: 'physical',
      status: 'not_activated',
      card_design: { color: 'blue' },
      user_id: 1,
    });
    // merchant@'s cards to activate: the physical one's PAN 5355 4200 0000 3004 must match bin and last four.
    expect(data.debitCards.filter((c) => c.user_id === 3 && c.status === 'not_activated')).toMatchObject([
      {
        public_id: 'crd_physical_005',
        factor: 'physical',
        bin: '535542',
        last_four: '3004',
        selectable: false,
      },
      { public_id: 'crd_virtual_006', factor: 'virtual', virtual_design: { public_id: 'VCD-005' } },
    ]);
    expect(data.events[0]).toMatchObject({ id: 'evt_001', slug: 'summer-fest', user_id: 3 });
    expect(data.widgetVersions.every((v) => v.widget_id === 'wgt_001')).toBe(true);
    expect(data.contacts[0]?.user_id).toBe(3);
    expect(data.storedCards.filter((c) => c.user_id === 1).map((c) => c.id)).toEqual(['sc_001', 'sc_002']);
  });

  it('keys are unique in every collection', () => {
    for (const name of Object.keys(KEYS) as (keyof typeof KEYS)[]) {
      const keys = (data[name] as readonly object[]).map(
        (row) => (row as Record<string, unknown>)[KEYS[name]],
      );
      expect(
        keys.every((key) => key !== undefined && key !== ''),
        name,
      ).toBe(true);
      expect(new Set(keys).size, name).toBe(keys.length);
    }
  });
});

describe('coverage of states', () => {
  it('invoices: at least 30, inv_0001…inv_0006 one per status in order', () => {
    expect(data.invoices.length).toBeGreaterThanOrEqual(30);
    expect(data.invoices.slice(0, 6).map((i) => i.status)).toEqual([
      'draft',
      'sent',
      'paid',
      'overdue',
      'void',
      'partially_paid',
    ]);
  });

  it('invoice summaries add up and overdue ones are past due', () => {
    for (const invoice of data.invoices) {
      const subtotal = invoice.items.reduce((sum, item) => sum + item.quantity * item.price, 0);
      expect(invoice.summary.subtotal).toBeCloseTo(subtotal, 2);
      expect(invoice.summary.grand_total).toBeCloseTo(
        invoice.summary.subtotal + invoice.summary.tax - invoice.summary.discount,
        2,
      );
      if (invoice.status === 'overdue') expect(invoice.due_date < '2026-11-01').toBe(true);
    }
  });

  it('widget versions: 5 for merchant@, one per status, exactly one active', () => {
    expect(data.widgetVersions.map((v) => v.status).sort()).toEqual([
      'active',
      'approved',
      'draft',
      'rejected',
      'under_review',
    ]);
    expect(data.widgetVersions.filter((v) => v.is_active).map((v) => v.status)).toEqual(['active']);
  });

  it('events: at least 12, every status, ticket settings default to spec B §3', () => {
    expect(data.events.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.events.map((e) => e.status))).toEqual(
      new Set(['draft', 'pending_approval', 'rejected', 'approved', 'live', 'canceled', 'past']),
    );
    expect(data.events[0]?.ticket_setting).toMatchObject({
      vat_type: 'include',
      invite_only: true,
      promo_code: 'disabled',
    });
  });

  it('attendees: at least 100 for evt_001 covering every status, each in a booking of its event', () => {
    const forEvent = data.attendees.filter((a) => a.event_id === 'evt_001');
    expect(forEvent.length).toBeGreaterThanOrEqual(100);
    expect(new Set(forEvent.map((a) => a.status)).size).toBe(8);
    const bookings = new Map(data.bookings.map((b) => [b.id, b]));
    for (const attendee of data.attendees)
      expect(bookings.get(attendee.booking_id)?.event_id).toBe(attendee.event_id);
  });

  it('transfer links: every status for merchant@ and personal@', () => {
    for (const userId of [3, 1])
      expect(new Set(data.transferLinks.filter((l) => l.user_id === userId).map((l) => l.status)).size).toBe(
        8,
      );
  });

  it('onboarding per business persona', () => {
    const status = (id: number) => data.onboarding.find((o) => o.id === id)?.application_status;
    expect(status(3)?.status).toBe('approved');
    expect(status(4)).toEqual({ status: 'not_submitted', data: [] });
    expect(data.onboarding.find((o) => o.id === 4)?.ubo).toEqual([]);
    expect(status(5)?.status).toBe('under_review');
    expect(status(6)?.data).toContainEqual({ label: 'business_model', status: 'rejected' });
  });

  it('QR00001 is valid far into the future, QR00002 expired', () => {
    const [valid, expired] = data.qrInfos;
    expect(valid?.status).toBe('active');
    expect(Date.parse(valid!.expires_at)).toBeGreaterThan(Date.now());
    expect(expired?.status).toBe('expired');
    expect(Date.parse(expired!.expires_at)).toBeLessThan(Date.now());
  });
});

describe('sizes and money', () => {
  it('large collections', () => {
    expect(largeTransactions()).toHaveLength(10_000);
    expect(largeTransactions().every((t) => t.user_id === 3 && t.currency === 'USD')).toBe(true);
    expect(data.transactions.filter((t) => t.user_id === 1)).toHaveLength(300);
    expect(data.processingTransactions.length).toBeGreaterThanOrEqual(500);
    expect(data.paymentMethods.length).toBeGreaterThanOrEqual(20);
    for (const userId of [1, 3])
      expect(data.contacts.filter((c) => c.user_id === userId).length).toBeGreaterThanOrEqual(40);
  });

  it('contacts have tags of their owner, favourites and receiving methods', () => {
    const merchant = data.contacts.filter((c) => c.user_id === 3);
    const merchantTags = new Set(data.tags.filter((t) => t.user_id === 3).map((t) => t.id));
    expect(merchant.some((c) => c.is_favorite)).toBe(true);
    expect(merchant.some((c) => c.tags.length > 0)).toBe(true);
    expect(merchant.every((c) => c.tags.every((t) => merchantTags.has(t.id)))).toBe(true);
    expect(merchant.every((c) => c.receiving_methods.length > 0)).toBe(true);
  });

  it('amounts carry no more fraction digits than their currency allows (JPY integral)', () => {
    const amounts = [...data.transactions, ...largeTransactions()].flatMap(
      (t) =>
        [
          [t.currency, t.amount],
          [t.currency, t.fee],
        ] as const,
    );
    const balances = data.balances.flatMap((b) => b.balances.map((x) => [b.currency, x.balance] as const));
    for (const [currency, amount] of [...amounts, ...balances])
      expect(decimals(amount), `${currency} ${amount}`).toBeLessThanOrEqual(fractionOf(currency));
    expect(data.balances.some((b) => b.currency === 'JPY')).toBe(true);
  });

  it('dormant@ has no transaction within six months of the reference date', () => {
    const dormant = data.transactions.filter((t) => t.user_id === 9);
    expect(dormant.length).toBeGreaterThan(0);
    expect(dormant.every((t) => t.created_at < '2026-05-01')).toBe(true);
  });

  it('seeded dates do not depend on the clock: nothing after the reference date except future schedules', () => {
    expect(
      [...data.transactions, ...largeTransactions()].every((t) => t.created_at <= '2026-11-01T12:00:00Z'),
    ).toBe(true);
  });
});
