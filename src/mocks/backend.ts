import { createDb, type Db } from './store/db';
import type { Persistence } from './store/persistence';
import type { ReceivedBatch } from './tab-channel';

/** The embedded demo backend: a seeded store and a clock. Handlers receive it; tests make fresh ones. */
export interface DemoBackend {
  readonly db: Db;
  /** Milliseconds since the epoch; injectable so tests can age tokens. */
  now(): number;
  /** Back to the fresh seed (the contract tests reset before each operation). */
  reset(): void;
  /** Told of each analytics batch the tracking service accepted: the browser's worker hands it to the tab. */
  onTrackingBatch?(batch: ReceivedBatch): void;
}

export interface DemoBackendOptions {
  persistence: Persistence;
  now?: () => number;
  onTrackingBatch?: (batch: ReceivedBatch) => void;
}

export function createDemoBackend({
  persistence,
  now = Date.now,
  onTrackingBatch,
}: DemoBackendOptions): DemoBackend {
  const db = createDb({ persistence });
  return { db, now, reset: () => db.reset(), onTrackingBatch };
}
