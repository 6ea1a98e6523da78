import { beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@/mocks/store/db';
import { userView } from '@/mocks/store/user-view';

let db: Db;
beforeEach(() => {
  db = createDb();
});

const contact = {
  raw_id: 'rid_1',
  email: 'new@example.com',
  phone: '+15550000000',
  first_name: 'New',
  last_name: 'Person',
  tags: [],
  is_favorite: false,
  receiving_methods: [],
};

describe('the 10,000-row set', () => {
  it('is generated lazily, and only when merchant@ or everything is read', () => {
    expect(db.transactions.isMaterialized()).toBe(false);
    expect(db.forUser(1).transactions.count()).toBe(300);
    expect(db.transactions.get('txn_010001')).toBeDefined(); // an eager row: no need to generate
    expect(db.transactions.isMaterialized()).toBe(false);
    const usd = db.forUser(3).transactions.filter((t) => t.currency === 'USD');
    expect(db.transactions.isMaterialized()).toBe(true);
    expect(usd).toHaveLength(10_000);
  });

  it('is reachable by id and paginates', () => {
    expect(db.transactions.get('txn_000001')?.user_id).toBe(3);
    const page = db
      .forUser(3)
      .transactions.list({ page: 2, per_page: 100, where: (t) => t.currency === 'USD' });
    expect(page).toMatchObject({ current_page: 2, last_page: 100, per_page: 100, total: 10_000 });
    expect(page.data).toHaveLength(100);
  });

  it('keeps one order whichever owner was read first', () => {
    const first = createDb();
    first.forUser(1).transactions.all();
    first.forUser(3).transactions.all();
    const second = createDb();
    second.transactions.all();
    expect(first.transactions.all().map((t) => t.id)).toEqual(second.transactions.all().map((t) => t.id));
  });
});

describe('collections', () => {
  it('insert generates the next id in the collection style', () => {
    const scoped = db.forUser(3);
    const last = db.contacts
      .all()
      .map((c) => c.id)
      .sort()
      .at(-1)!;
    const created = scoped.contacts.insert(contact);
    expect(created.id).toBe(`ct_${String(Number(last.slice(3)) + 1).padStart(4, '0')}`);
    expect(created.user_id).toBe(3);
    expect(db.invoices.insert({ ...db.invoices.get('inv_0001')!, id: undefined }).id).toBe('inv_0037');
    expect(db.transferLinks.nextId()).toBe('TL10000017');
    expect(db.qrPayments.nextId()).toBe('QR00004');
    expect(db.users.nextId()).toBe(11);
  });

  it('refuses a duplicate key and a manual collection without one', () => {
    expect(() => db.contacts.insert({ ...contact, id: 'ct_0001', user_id: 3 })).toThrow(/exists/);
    expect(() => db.currencies.nextId()).toThrow(/explicit key/);
  });

  it('update merges, keeps the key, and rows cannot be mutated in place', () => {
    const updated = db.contacts.update('ct_0001', { first_name: 'Renamed', id: 'ct_9999' });
    expect(updated).toMatchObject({ id: 'ct_0001', first_name: 'Renamed' });
    expect(db.contacts.get('ct_0001')?.first_name).toBe('Renamed');
    expect(() => {
      (db.contacts.get('ct_0001') as { first_name: string }).first_name = 'Sneaky';
    }).toThrow(TypeError);
    expect(db.contacts.update('ct_none', { first_name: 'x' })).toBeUndefined();
  });

  it('remove deletes once', () => {
    expect(db.contacts.remove('ct_0002')).toBe(true);
    expect(db.contacts.get('ct_0002')).toBeUndefined();
    expect(db.contacts.remove('ct_0002')).toBe(false);
  });
});

describe('forUser scoping', () => {
  it('sees only its own rows and cannot touch others', () => {
    const personal = db.forUser(1);
    expect(personal.contacts.all().every((c) => c.user_id === 1)).toBe(true);
    expect(personal.contacts.get('ct_0001')).toBeUndefined(); // merchant@'s
    expect(personal.contacts.update('ct_0001', { first_name: 'x' })).toBeUndefined();
    expect(personal.contacts.remove('ct_0001')).toBe(false);
    expect(db.contacts.get('ct_0001')?.first_name).not.toBe('x');
  });

  it('cannot move a row to another owner', () => {
    const own = db.forUser(1).contacts.all()[0]!;
    const moved = db.forUser(1).contacts.update(own.id, { user_id: 3 } as never);
    expect(moved?.user_id).toBe(1);
  });

  it('staff@ reads merchant@ data', () => {
    expect(db.forUser(7).invoices.count()).toBe(db.forUser(3).invoices.count());
    expect(db.forUser(7).user.email).toBe('staff@demo.test');
  });

  it('throws for an unknown user', () => {
    expect(() => db.forUser(999)).toThrow();
  });

  it('collections survive reset through the same db handle', () => {
    db.forUser(3).contacts.insert(contact);
    const before = db.contacts.count();
    db.reset();
    expect(db.contacts.count()).toBe(before - 1);
  });
});

describe('userView', () => {
  it('composes cards and platforms without owner ids or passwords', () => {
    const user = userView(db, 1)!;
    expect(user.stored_cards.map((c) => c.id)).toEqual(['sc_001', 'sc_002']);
    expect(user.debit_card.map((c) => c.public_id)).toEqual([
      'crd_virtual_001',
      'crd_physical_002',
      'crd_virtual_004',
    ]);
    expect(user.connected_platforms.length).toBeGreaterThan(0);
    expect(JSON.stringify(user)).not.toMatch(/user_id|password/);
    expect(userView(db, 2)!.stored_cards).toEqual([]);
    expect(userView(db, 10)!.faqs.every((f) => f.locale === 'ar_EG')).toBe(true);
  });
});
