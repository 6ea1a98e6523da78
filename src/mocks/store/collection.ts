import { runQuery, type ListQuery, type Page } from './list-query';
import { pad } from './random';
import type { Key } from './types';

/** How `insert` makes a key when the row has none: `{ prefix: 'ct_', width: 4 }` → `ct_0042`. */
export type IdStyle<T> =
  { prefix: string; width: number } | 'number' | 'manual' | ((rows: readonly T[]) => Key);

/** Rows of one owner generated only when that owner's rows (or all rows) are first read. */
export interface LazySegment<T> {
  ownerId: number;
  load: () => readonly T[];
}

export interface CollectionSpec<T, K extends keyof T & string> {
  name: string;
  key: K;
  idStyle: IdStyle<T>;
  rows: readonly T[];
  lazy?: readonly LazySegment<T>[];
}

/** Rows as handed to `insert`: the key may be left out and is then generated. */
export type NewRow<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** What a collection keeps for persistence: rows written since seeding, and keys removed. */
export interface CollectionChanges {
  upserts: unknown[];
  removed: Key[];
}

/**
 * One table of the store. Rows are deep-frozen: change them only through `update`, so every write is tracked
 * for persistence (a direct assignment throws in strict mode).
 */
export interface Collection<T, K extends keyof T & string = keyof T & string> {
  readonly name: string;
  readonly key: K;
  /** Every row, in seed order then insertion order. */
  all(): readonly T[];
  get(key: Key): T | undefined;
  find(predicate: (row: T) => boolean): T | undefined;
  filter(predicate: (row: T) => boolean): T[];
  list(query?: ListQuery<T>): Page<T>;
  count(): number;
  insert(row: NewRow<T, K>): T;
  /** Shallow-merges `patch` (or applies a function) into the row; the key cannot change. */
  update(key: Key, patch: Partial<T> | ((row: T) => Partial<T>)): T | undefined;
  remove(key: Key): boolean;
  nextId(): Key;
  /** False until a lazy segment is generated; true for collections without lazy segments. */
  isMaterialized(): boolean;
}

/** The internals `db.ts` needs on top of the public surface. */
export interface ManagedCollection<T, K extends keyof T & string> extends Collection<T, K> {
  materialize(ownerId?: number): void;
  /** Rows generated so far, without generating more. */
  loaded(): readonly T[];
  /** Finds a row, generating only `ownerId`'s lazy rows (all of them when no owner is given) if needed. */
  lookup(key: Key, ownerId?: number): T | undefined;
  changes(): CollectionChanges | undefined;
  applyChanges(changes: CollectionChanges): void;
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function nextKey<T>(style: IdStyle<T>, rows: readonly T[], keyOf: (row: T) => Key, name: string): Key {
  if (typeof style === 'function') return style(rows);
  if (style === 'manual') throw new Error(`${name}: rows need an explicit key`);
  if (style === 'number') return rows.reduce((max, row) => Math.max(max, Number(keyOf(row)) || 0), 0) + 1;
  const max = rows.reduce((highest, row) => {
    const key = String(keyOf(row));
    if (!key.startsWith(style.prefix)) return highest;
    const n = Number(key.slice(style.prefix.length));
    return Number.isInteger(n) ? Math.max(highest, n) : highest;
  }, 0);
  return style.prefix + pad(max + 1, style.width);
}

export function createCollection<T extends object, K extends keyof T & string>(
  spec: CollectionSpec<T, K>,
): ManagedCollection<T, K> {
  const keyOf = (row: T): Key => row[spec.key] as Key;
  // Lazy segments sit before the eager rows, so the order never depends on which segment was read first.
  const segments = (spec.lazy ?? []).map((segment) => ({
    ...segment,
    rows: undefined as readonly T[] | undefined,
  }));
  const rows: T[] = [...spec.rows];
  const index = new Map<Key, T>(rows.map((row) => [keyOf(row), row]));
  const changed = new Map<Key, T | null>();

  const materialize = (ownerId?: number) => {
    let offset = 0;
    for (const segment of segments) {
      if (!segment.rows && (ownerId === undefined || segment.ownerId === ownerId)) {
        segment.rows = segment.load();
        rows.splice(offset, 0, ...segment.rows);
        for (const row of segment.rows) index.set(keyOf(row), row);
      }
      offset += segment.rows?.length ?? 0;
    }
  };

  const write = (key: Key, row: T | null) => {
    const old = index.get(key);
    if (row === null) {
      if (old) rows.splice(rows.indexOf(old), 1);
      index.delete(key);
    } else if (old) {
      rows[rows.indexOf(old)] = row;
      index.set(key, row);
    } else {
      rows.push(row);
      index.set(key, row);
    }
    changed.set(key, row);
  };

  const lookup = (key: Key, ownerId?: number) => {
    if (!index.has(key)) materialize(ownerId);
    return index.get(key);
  };

  const collection: ManagedCollection<T, K> = {
    name: spec.name,
    key: spec.key,
    all: () => (materialize(), rows),
    get: (key) => lookup(key),
    find: (predicate) => (materialize(), rows.find(predicate)),
    filter: (predicate) => (materialize(), rows.filter(predicate)),
    list: (query) => (materialize(), runQuery(rows, query)),
    count: () => (materialize(), rows.length),
    nextId: () => (materialize(), nextKey(spec.idStyle, rows, keyOf, spec.name)),
    insert: (input) => {
      materialize();
      const given = (input as Partial<T>)[spec.key] as Key | undefined;
      const key = given ?? nextKey(spec.idStyle, rows, keyOf, spec.name);
      if (index.has(key)) throw new Error(`${spec.name}: key ${String(key)} exists`);
      const row = deepFreeze(structuredClone({ ...input, [spec.key]: key }) as T);
      write(key, row);
      return row;
    },
    update: (key, patch) => {
      const old = lookup(key);
      if (!old) return undefined;
      const changes = typeof patch === 'function' ? patch(old) : patch;
      const row = deepFreeze(structuredClone({ ...old, ...changes, [spec.key]: key }) as T);
      write(key, row);
      return row;
    },
    remove: (key) => {
      if (!lookup(key)) return false;
      write(key, null);
      return true;
    },
    isMaterialized: () => segments.every((segment) => segment.rows !== undefined),
    materialize,
    loaded: () => rows,
    lookup,
    changes: () => {
      if (changed.size === 0) return undefined;
      const upserts: T[] = [];
      const removed: Key[] = [];
      for (const [key, row] of changed) {
        if (row) upserts.push(row);
        else removed.push(key);
      }
      return { upserts, removed };
    },
    applyChanges: ({ upserts, removed }) => {
      materialize();
      for (const row of upserts) {
        if (row && typeof row === 'object' && spec.key in row) write(keyOf(row as T), deepFreeze(row as T));
      }
      for (const key of removed) write(key, null);
    },
  };
  return collection;
}
