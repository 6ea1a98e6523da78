import { createDb, type Db } from './store/db';
import type { Persistence } from './store/persistence';

/** The embedded demo backend: a seeded store and a clock. Handlers receive it; tests make fresh ones. */
export interface DemoBackend {
  readonly db: Db;
  /** Milliseconds since the epoch; injectable so tests can age tokens. */
  now(): number;
  /** Back to the fresh seed (the contract tests reset before each operation). */
  reset(): void;
}

export interface DemoBackendOptions {
  persistence: Persistence;
  now?: () => number;
}

export function createDemoBackend({ persistence, now = Date.now }: DemoBackendOptions): DemoBackend {
  const db = createDb({ persistence });
  return { db, now, reset: () => db.reset() };
}
