import type { CollectionChanges } from './collection';

/** Bump when seeds change shape: a snapshot of another version is ignored rather than merged. */
export const SNAPSHOT_VERSION = 1;

/** What survives a reload: only the collections written since seeding, as their changed rows and removed keys. */
export interface Snapshot {
  version: number;
  seed: number;
  collections: Record<string, CollectionChanges>;
}

export interface Persistence {
  load(): Snapshot | null;
  save(snapshot: Snapshot): void;
  clear(): void;
}

// Belt and braces: the store holds no tokens, and nothing named like one may ever reach browser storage.
const withoutTokens = (key: string, value: unknown): unknown => (/token/i.test(key) ? undefined : value);

export const serializeSnapshot = (snapshot: Snapshot): string => JSON.stringify(snapshot, withoutTokens);

const isChanges = (value: unknown): value is CollectionChanges =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as CollectionChanges).upserts) &&
  Array.isArray((value as CollectionChanges).removed);

/** Parses a stored snapshot; null for anything malformed or of another version. */
export function parseSnapshot(text: string | null | undefined): Snapshot | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { version, seed, collections } = value as Partial<Snapshot>;
    if (version !== SNAPSHOT_VERSION || typeof seed !== 'number') return null;
    if (typeof collections !== 'object' || collections === null) return null;
    return Object.values(collections).every(isChanges) ? { version, seed, collections } : null;
  } catch {
    return null;
  }
}

/** Keeps the snapshot as JSON in memory (tests, the Node mock server), as the browser's worker keeps it in IndexedDB. */
export function memoryPersistence(): Persistence & { raw(): string | null } {
  let stored: string | null = null;
  return {
    load: () => parseSnapshot(stored),
    save: (snapshot) => {
      stored = serializeSnapshot(snapshot);
    },
    clear: () => {
      stored = null;
    },
    raw: () => stored,
  };
}
