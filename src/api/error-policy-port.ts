import type { Service } from './base-urls';

/**
 * One failed (or challenged) API call, as the error policy sees it. `path` is the operation's path from the
 * OpenAPI document (`/api/v2/geo-ip`, `/api/categories`), so rules name operations, not hosts.
 */
export interface ApiFailure {
  service: Service;
  method: string;
  path: string;
  status: number;
  /** The parsed JSON body, or the raw text when it is not JSON (an HTML page), or undefined when empty. */
  body: unknown;
  /** The body is a bot-protection challenge page (see `challenge.ts`). */
  challenge: boolean;
}

/**
 * `retry`: send the same request once more (after a token refresh); `pass`: the caller gets the error; `hold`:
 * the page is being replaced (a challenge reload), so the caller never hears back — no error card, notice or
 * navigation flashes up in the moment before the new page, and none can send the reload elsewhere.
 */
export type FailureOutcome = 'pass' | 'retry' | 'hold';

/**
 * What to DO about a failure lives outside the API layer (it signs out, reloads, navigates): the app
 * registers the real policy at boot through `connectErrorPolicy`, so src/api never imports session or app code.
 */
export interface ApiErrorPolicy {
  onFailure(failure: ApiFailure): Promise<FailureOutcome> | FailureOutcome;
}

/** Until the app registers its policy (and in tests), every failure simply goes to the caller. */
export const passThroughPolicy: ApiErrorPolicy = { onFailure: () => 'pass' };
