import type { ApiErrorPolicy, FailureOutcome } from '@/api/error-policy-port';
import { decideOnError, type ErrorContext } from './error-policy';
import { RELOAD_KEYS } from './error-policy-reload';

/** The message a native app (or framing page) gets instead of a logout on a webview route (spec A §8). */
export const NATIVE_401_MESSAGE = { status: false, http_code: 401 } as const;

/** Everything the policy does, injected so the wiring stays testable without a browser. */
export interface ErrorPolicyEffects {
  currentRoute(): ErrorContext['route'];
  signedIn(): boolean;
  /** Reloads unless the guard for this cause forbids it (see `error-policy-reload.ts`). */
  reload(key: (typeof RELOAD_KEYS)[keyof typeof RELOAD_KEYS]): boolean;
  forceSignOut(): void | Promise<void>;
  postToNative(message: typeof NATIVE_401_MESSAGE): void;
  /** Error notice with the translated feature message, then home after 500 ms. */
  featureDisabled(): void;
  refreshAccountToken(): Promise<void>;
  refreshTicketingToken(): Promise<void>;
  clearTicketingToken(): void;
}

/**
 * Turns `decideOnError` into deeds. Parallel failures share one deed: one sign-out, one ticketing refresh
 * (every waiting call retries after it), one account-token refresh.
 */
export function createErrorPolicy(effects: ErrorPolicyEffects): ApiErrorPolicy {
  let signingOut = false;
  let ticketing: Promise<boolean> | undefined;
  let account: Promise<void> | undefined;

  const signOut = () => {
    if (signingOut) return;
    signingOut = true;
    void Promise.resolve(effects.forceSignOut()).finally(() => {
      signingOut = false;
    });
  };

  const refreshTicketing = () =>
    (ticketing ??= effects
      .refreshTicketingToken()
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        ticketing = undefined;
      }));

  const refreshAccount = () =>
    (account ??= effects
      .refreshAccountToken()
      .then(() => void effects.reload(RELOAD_KEYS.accountToken))
      // A refused refresh goes through the main API's own 401 policy; the caller gets its error.
      .catch(() => undefined)
      .finally(() => {
        account = undefined;
      }));

  return {
    async onFailure(failure): Promise<FailureOutcome> {
      const action = decideOnError({
        ...failure,
        route: effects.currentRoute(),
        signedIn: effects.signedIn(),
      });
      switch (action) {
        case 'reload':
          // While the page reloads the caller waits, so no error state or navigation races the reload; a
          // reload the 60 s guard refuses leaves the failure to the caller (the error page).
          return effects.reload(RELOAD_KEYS.challenge) ? 'hold' : 'pass';
        case 'force-sign-out':
          signOut();
          return 'pass';
        case 'notify-native':
          effects.postToNative(NATIVE_401_MESSAGE);
          return 'pass';
        case 'feature-disabled':
          effects.featureDisabled();
          return 'pass';
        case 'refresh-account-token':
          await refreshAccount();
          return 'pass';
        case 'refresh-ticketing-token': {
          if (await refreshTicketing()) return 'retry';
          effects.clearTicketingToken();
          signOut();
          return 'pass';
        }
        default:
          return 'pass';
      }
    },
  };
}
