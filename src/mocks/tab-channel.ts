import { DEMO_PREFIX } from '../api/base-urls.ts';

/**
 * What the page and the demo backend's service worker (src/mocks/worker/) agree on. The worker cannot read the
 * tab's sessionStorage, so the page sends what the backend needs from it with each call, as headers.
 * This module is loaded by both sides: it imports nothing heavier than the service prefixes.
 */

/** The worker script, built apart from the app (scripts/vite-plugin-demo-worker.ts), at the root scope. */
export const DEMO_WORKER_URL = '/demo-worker.js';

/** The tab's id: the worker keeps one store per tab, as sessionStorage kept one per tab before. */
export const TAB_HEADER = 'X-Demo-Tab';
/** Where the page keeps its tab id. */
export const TAB_ID_KEY = 'demo:tab';

/** The header a test (or a person in the console) sets to make a call fail on purpose: src/mocks/faults.ts. */
export const FAULT_HEADER = 'X-Demo-Fault';
/** Where a tab keeps the faults it plans (src/mocks/fault-plan.ts), which the page turns into that header. */
export const FAULT_PLAN_KEY = 'demo:faults';

/**
 * The demo backend's idea of "today" for the legacy migration only: an ISO date in sessionStorage under
 * `MIGRATION_CLOCK_KEY`, sent as `X-Demo-Today`, so a person (or an e2e test) can try the flow as it was before
 * the service ended. Without it, the real clock.
 */
export const MIGRATION_CLOCK_KEY = 'demo:migration-today';
export const TODAY_HEADER = 'X-Demo-Today';

/** Where the tab keeps the analytics batches the demo tracking service accepted (e2e reads them). */
export const TRACKING_LOG_KEY = 'demo:tracking';
/** How many accepted batches the log keeps. */
export const TRACKING_LOG_LIMIT = 200;

/** One accepted batch as the demo service saw it: enough for a test to check fields and re-verify the signature. */
export interface ReceivedBatch {
  receivedAt: number;
  headers: Record<string, string>;
  body: string;
}

/** The tab's sessionStorage; nothing where there is none (the worker, Node) or where the browser refuses it. */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** A JSON list the tab keeps under `key` (the fault plan, the tracking log); empty when missing or broken. */
export function readStoredList<T>(storage: Storage, key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Messages between the page and the worker. */
export type WorkerMessage = { type: 'demo:tracking-batch'; batch: ReceivedBatch };
export type PageMessage = { type: 'demo:claim' };

/** Whether a same-origin path is one of the demo services'. */
const PREFIXES = Object.values(DEMO_PREFIX).map((prefix) => `${prefix}/`);
export const isDemoPath = (pathname: string): boolean =>
  PREFIXES.some((prefix) => pathname.startsWith(prefix));
