import {
  createCollection,
  deepFreeze,
  type Collection,
  type CollectionChanges,
  type LazySegment,
  type ManagedCollection,
  type NewRow,
} from './collection';
import { runQuery, type ListQuery, type Page } from './list-query';
import { memoryPersistence, SNAPSHOT_VERSION, type Persistence } from './persistence';
import { DEMO_PASSWORD, PERSONA_ID, PERSONAS } from './personas';
import { DEFAULT_SEED } from './random';
import {
  ID_STYLES,
  KEYS,
  OWNED,
  type CollectionName,
  type KeyField,
  type OwnedName,
  type Rows,
} from './schema';
import { generateSeed, type GeneratedSeed } from './seed/seed-all';
import type { Key, Owned, Transaction, UserRow } from './types';

export type Collections = { [N in CollectionName]: Collection<Rows[N], KeyField<N>> };

/** A collection seen by one owner: reads see only the owner's rows, inserts are stamped with the owner's id. */
export interface ScopedCollection<T extends { user_id: number }, K extends keyof T & string> {
  all(): T[];
  get(key: Key): T | undefined;
  find(predicate: (row: T) => boolean): T | undefined;
  filter(predicate: (row: T) => boolean): T[];
  list(query?: ListQuery<T>): Page<T>;
  count(): number;
  insert(row: Omit<NewRow<T, K>, 'user_id'>): T;
  update(key: Key, patch: Partial<T> | ((row: T) => Partial<T>)): T | undefined;
  remove(key: Key): boolean;
}

export type UserScope = { [N in OwnedName]: ScopedCollection<Rows[N], KeyField<N>> } & {
  readonly userId: number;
  /** Whose rows this user works on: the main account for a sub-merchant (staff@ → merchant@), else the user. */
  readonly ownerId: number;
  readonly user: UserRow;
};

export interface Db extends Collections {
  readonly seed: number;
  /** Scopes every per-user collection to a user; throws for an unknown user id. */
  forUser(userId: number): UserScope;
  findUserByEmail(email: string): UserRow | undefined;
  /** The user when the e-mail and password match (e-mail case-insensitive); passwords are never readable. */
  verifyPassword(email: string, password: string): UserRow | undefined;
  setPassword(userId: number, password: string): void;
  /** Back to the fresh seed; forgets everything persisted. */
  reset(): void;
  /** Saves the collections changed since seeding (their changed rows only) through the persistence adapter. */
  persist(): void;
  readonly collectionNames: readonly CollectionName[];
}

export interface CreateDbOptions {
  persistence?: Persistence;
  seed?: number;
}

interface Credential {
  id: number;
  email: string;
  password: string;
}

const NAMES = Object.keys(KEYS) as CollectionName[];

// Seeds are pure and their rows frozen, so one generation per seed value is shared by every db and every reset.
const seedCache = new Map<
  number,
  { data: GeneratedSeed['data']; large: () => readonly Owned<Transaction>[] }
>();

function frozenSeed(seed: number) {
  let cached = seedCache.get(seed);
  if (!cached) {
    const generated = generateSeed(seed);
    let large: readonly Owned<Transaction>[] | undefined;
    cached = {
      data: deepFreeze(generated.data),
      large: () => (large ??= deepFreeze(generated.largeTransactions())),
    };
    seedCache.set(seed, cached);
  }
  return cached;
}

type Managed = { [N in CollectionName]: ManagedCollection<Rows[N], KeyField<N>> };
type Persistable = Pick<ManagedCollection<object, never>, 'name' | 'changes' | 'applyChanges'>;

function build<N extends CollectionName>(name: N, rows: readonly Rows[N][], lazy: LazySegment<Rows[N]>[]) {
  return createCollection<Rows[N], KeyField<N>>({
    name,
    key: KEYS[name] as KeyField<N>,
    idStyle: ID_STYLES[name],
    rows,
    lazy,
  });
}

function buildCollections(seed: number): Managed {
  const { data, large } = frozenSeed(seed);
  const built: Partial<Record<CollectionName, unknown>> = {};
  for (const name of NAMES) built[name] = build(name, data[name], []);
  built.transactions = build('transactions', data.transactions, [
    { ownerId: PERSONA_ID.merchant, load: large },
  ]);
  return built as Managed;
}

const buildCredentials = () =>
  createCollection<Credential, 'id'>({
    name: 'credentials',
    key: 'id',
    idStyle: 'number',
    rows: PERSONAS.map((p) => ({ id: p.id, email: p.email, password: DEMO_PASSWORD })),
  });

function scope<T extends { user_id: number }, K extends keyof T & string>(
  collection: ManagedCollection<T, K>,
  ownerId: number,
): ScopedCollection<T, K> {
  const mine = () => (
    collection.materialize(ownerId),
    collection.loaded().filter((row) => row.user_id === ownerId)
  );
  const own = (key: Key) => {
    const row = collection.lookup(key, ownerId);
    return row && row.user_id === ownerId ? row : undefined;
  };
  return {
    all: mine,
    get: own,
    find: (predicate) => mine().find(predicate),
    filter: (predicate) => mine().filter(predicate),
    list: (query) => runQuery(mine(), query),
    count: () => mine().length,
    insert: (row) => collection.insert({ ...row, user_id: ownerId } as unknown as NewRow<T, K>),
    update: (key, patch) =>
      own(key)
        ? collection.update(key, (row) => ({
            ...(typeof patch === 'function' ? patch(row) : patch),
            user_id: ownerId,
          }))
        : undefined,
    remove: (key) => (own(key) ? collection.remove(key) : false),
  };
}

/** The demo backend's store: seeded, deterministic, and merged with what the persistence adapter saved. */
export function createDb(options: CreateDbOptions = {}): Db {
  const persistence = options.persistence ?? memoryPersistence();
  const seed = options.seed ?? DEFAULT_SEED;
  let collections = buildCollections(seed);
  let credentials = buildCredentials();

  const managed = (): Persistable[] => [...NAMES.map((name): Persistable => collections[name]), credentials];

  const restore = () => {
    const snapshot = persistence.load();
    if (!snapshot || snapshot.version !== SNAPSHOT_VERSION || snapshot.seed !== seed) return;
    for (const collection of managed()) {
      const changes = snapshot.collections[collection.name];
      if (changes) collection.applyChanges(changes);
    }
  };

  const db = {
    seed,
    collectionNames: NAMES,
    forUser(userId: number): UserScope {
      const user = collections.users.get(userId);
      if (!user) throw new Error(`no user ${userId}`);
      const ownerId = user.main_account_id ?? user.id;
      const scoped = { userId, ownerId, user } as Record<string, unknown>;
      for (const name of OWNED) {
        Object.defineProperty(scoped, name, {
          enumerable: true,
          get: () =>
            scope(collections[name] as unknown as ManagedCollection<{ user_id: number }, 'user_id'>, ownerId),
        });
      }
      return scoped as UserScope;
    },
    findUserByEmail: (email: string) => {
      const wanted = email.trim().toLowerCase();
      return collections.users.find((user) => user.email.toLowerCase() === wanted);
    },
    verifyPassword(email: string, password: string) {
      const user = db.findUserByEmail(email);
      return user && credentials.get(user.id)?.password === password ? user : undefined;
    },
    setPassword(userId: number, password: string) {
      const user = collections.users.get(userId);
      if (!user) throw new Error(`no user ${userId}`);
      if (!credentials.update(userId, { password }))
        credentials.insert({ id: userId, email: user.email, password });
    },
    reset() {
      collections = buildCollections(seed);
      credentials = buildCredentials();
      persistence.clear();
    },
    persist() {
      const saved: Record<string, CollectionChanges> = {};
      for (const collection of managed()) {
        const changes = collection.changes();
        if (changes) saved[collection.name] = changes;
      }
      if (Object.keys(saved).length === 0) persistence.clear();
      else persistence.save({ version: SNAPSHOT_VERSION, seed, collections: saved });
    },
  };
  for (const name of NAMES) {
    Object.defineProperty(db, name, { enumerable: true, get: () => collections[name] });
  }
  restore();
  return db as unknown as Db;
}
