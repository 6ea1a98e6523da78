/**
 * What happens after the test-mode (sandbox) switch succeeds or fails (spec A §4 Sandbox, spec B §4, §8). Pure:
 * the switch component only performs the answer.
 */
import { BUSINESS_PROFILE_ROUTES } from './kyb-notice';
import type { Subject } from './subject';

/** The test-mode welcome page (spec B §2 /processing/integration/test-mode). */
export const SANDBOX_WELCOME_ROUTE = 'processing-integration-test-mode';
/** Home. */
export const HOME_ROUTE = 'index';

/**
 * The `feature_ack` key that remembers the welcome page was shown (POST /api/v2/main/feature-ack), so only
 * the first entry into test mode opens it, on any device; later entries stay on the page.
 */
export const SANDBOX_WELCOME_ACK = 'sandbox_welcome';

export type SandboxNavigation =
  | { kind: 'navigate'; to: typeof SANDBOX_WELCOME_ROUTE | typeof HOME_ROUTE }
  /** Stay on the page; its data reloads (queries are invalidated) with or without is_in_sandbox=1. */
  | { kind: 'stay' }
  /** Reload the whole page, so nothing from test mode survives in memory. */
  | { kind: 'reload' };

export interface SandboxSwitchResult {
  /** true: test mode was switched on; false: off. */
  entered: boolean;
  /** Names of the matched routes of the current page. */
  routeNames: readonly string[];
  /** The welcome page was shown before (`feature_ack[SANDBOX_WELCOME_ACK]`). */
  welcomeSeen: boolean;
}

/**
 * Where the user goes after a successful switch.
 *
 * - Entering: the welcome page the first time; afterwards back to (staying on) the current page, except on a
 *   business-profile page (not available in test mode), which goes home.
 * - Leaving: home from the welcome page, otherwise the page reloads.
 *
 * @example
 * afterSandboxSwitch({ entered: true, routeNames: ['index'], welcomeSeen: false }); // navigate welcome
 * afterSandboxSwitch({ entered: false, routeNames: ['transactions'], welcomeSeen: true }); // reload
 */
export function afterSandboxSwitch({
  entered,
  routeNames,
  welcomeSeen,
}: SandboxSwitchResult): SandboxNavigation {
  const on = (names: readonly string[]) => routeNames.some((name) => names.includes(name));
  if (!entered)
    return on([SANDBOX_WELCOME_ROUTE]) ? { kind: 'navigate', to: HOME_ROUTE } : { kind: 'reload' };
  if (!welcomeSeen) return { kind: 'navigate', to: SANDBOX_WELCOME_ROUTE };
  if (on(BUSINESS_PROFILE_ROUTES)) return { kind: 'navigate', to: HOME_ROUTE };
  return { kind: 'stay' };
}

/** Who has the switch: business users, main accounts and sub-merchants alike (the server has the last word). */
export const showsSandboxSwitch = (subject: Subject): boolean => subject.signedIn && subject.merchant;

/** The message codes of failures that carry no message from the server (see src/api/errors.ts). */
const NO_SERVER_MESSAGE_CODES = new Set(['network_error', 'aborted']);
const GENERIC_MESSAGES = new Set(['Something went wrong', 'Request cancelled']);

/**
 * The server's message for a failed switch, or `null` when there is none to show, and the caller shows
 * 'Cannot do this now. Please try again later.' (spec B §8). A network failure or the generic fallback of the
 * error normaliser is not a server message.
 *
 * @example sandboxFailureMessage(new ApiError({ statusCode: 422, message: 'Finish onboarding first.' })); // that
 * @example sandboxFailureMessage(new TypeError('Failed to fetch')); // null
 */
export function sandboxFailureMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { message, code, statusCode } = error as { message?: unknown; code?: unknown; statusCode?: unknown };
  if (typeof statusCode !== 'number') return null;
  if (typeof code === 'string' && NO_SERVER_MESSAGE_CODES.has(code)) return null;
  if (typeof message !== 'string' || !message.trim() || GENERIC_MESSAGES.has(message.trim())) return null;
  return message.trim();
}
