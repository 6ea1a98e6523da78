import { describe, expect, it } from 'vitest';
import { createDb } from '@/mocks/store/db';
import {
  memoryPersistence,
  parseSnapshot,
  serializeSnapshot,
  SNAPSHOT_VERSION,
} from '@/mocks/store/persistence';

const contact = {
  raw_id: 'rid_1',
  email: 'kept@example.com',
  phone: '+15550000000',
  first_name: 'Kept',
  last_name: 'Across',
  tags: [],
  is_favorite: true,
  receiving_methods: [],
};

describe('persist and reload', () => {
  it('saves only the changed collections, and only their changed rows', () => {
    const persistence = memoryPersistence();
    const db = createDb({ persistence });
    db.forUser(3).contacts.insert(contact);
    db.contacts.update('ct_0001', { is_favorite: true });
    db.persist();
    const snapshot = persistence.load()!;
    expect(Object.keys(snapshot.collections)).toEqual(['contacts']);
    expect(snapshot.collections.contacts!.upserts).toHaveLength(2);
    expect(snapshot.collections.contacts!.removed).toEqual([]);
  });

  it('a reload sees an inserted contact, an update and a removal', () => {
    const persistence = memoryPersistence();
    const first = createDb({ persistence });
    const created = first.forUser(3).contacts.insert(contact);
    first.contacts.update('ct_0003', { first_name: 'Edited' });
    first.contacts.remove('ct_0004');
    first.persist();

    const reloaded = createDb({ persistence });
    expect(reloaded.contacts.get(created.id)).toMatchObject({ email: 'kept@example.com', user_id: 3 });
    expect(reloaded.contacts.get('ct_0003')?.first_name).toBe('Edited');
    expect(reloaded.contacts.get('ct_0004')).toBeUndefined();
    expect(reloaded.forUser(3).contacts.count()).toBe(first.forUser(3).contacts.count());
    // Untouched collections come from the fresh seed.
    expect(reloaded.invoices.count()).toBe(first.invoices.count());
  });

  it('keeps earlier changes when a reloaded store persists again', () => {
    const persistence = memoryPersistence();
    const first = createDb({ persistence });
    first.forUser(3).contacts.insert(contact);
    first.persist();
    const second = createDb({ persistence });
    second.taxes.update('tax_001', { active: false });
    second.persist();
    expect(Object.keys(persistence.load()!.collections).sort()).toEqual(['contacts', 'taxes']);
    expect(createDb({ persistence }).contacts.find((c) => c.email === 'kept@example.com')).toBeDefined();
  });

  it('persists a write to the lazy 10,000-row set', () => {
    const persistence = memoryPersistence();
    const first = createDb({ persistence });
    first.transactions.update('txn_000005', { description: 'Edited' });
    first.persist();
    expect(persistence.raw()!.length).toBeLessThan(5_000);
    expect(createDb({ persistence }).transactions.get('txn_000005')?.description).toBe('Edited');
  });

  it('persists a password change without exposing it through reads', () => {
    const persistence = memoryPersistence();
    const first = createDb({ persistence });
    first.setPassword(1, 'NewPass99');
    first.persist();
    const reloaded = createDb({ persistence });
    expect(reloaded.verifyPassword('personal@demo.test', 'NewPass99')?.id).toBe(1);
    expect(reloaded.verifyPassword('personal@demo.test', 'Demo1234')).toBeUndefined();
    expect(reloaded.collectionNames).not.toContain('credentials');
  });

  it('reset returns to the seed and clears what was saved; an unchanged store saves nothing', () => {
    const persistence = memoryPersistence();
    const db = createDb({ persistence });
    db.forUser(3).contacts.insert(contact);
    db.persist();
    db.reset();
    expect(persistence.load()).toBeNull();
    expect(createDb({ persistence }).contacts.find((c) => c.email === 'kept@example.com')).toBeUndefined();
    db.persist();
    expect(persistence.raw()).toBeNull();
  });

  it('ignores a snapshot of another seed or version, and garbage', () => {
    expect(parseSnapshot('{not json')).toBeNull();
    expect(
      parseSnapshot(JSON.stringify({ version: SNAPSHOT_VERSION + 1, seed: 1, collections: {} })),
    ).toBeNull();
    expect(
      parseSnapshot(
        JSON.stringify({ version: SNAPSHOT_VERSION, seed: 1, collections: { contacts: { upserts: 1 } } }),
      ),
    ).toBeNull();
    const persistence = memoryPersistence();
    const other = createDb({ persistence, seed: 42 });
    other.forUser(3).contacts.insert(contact);
    other.persist();
    expect(createDb({ persistence }).contacts.find((c) => c.email === 'kept@example.com')).toBeUndefined();
  });
});

describe('serializeSnapshot', () => {
  it('never writes anything named like a token', () => {
    const text = serializeSnapshot({
      version: SNAPSHOT_VERSION,
      seed: 1,
      collections: {
        users: {
          upserts: [{ id: 1, id_token: 'secret', nested: { accountIdToken: 'secret' } }],
          removed: [],
        },
      },
    });
    expect(text).not.toContain('secret');
  });
});
