import i18next from 'i18next';
import { translateServerMessage, type Translate } from '@/i18n/server-messages';
import { notice } from '@/ui/notices';
import { FALLBACK_MESSAGE } from './errors';

/**
 * The id of the feature-disabled notice (spec A §8): the error policy shows it for a 403 'This feature is
 * unavailable for your account.', and a caller's own notice about the same failure reuses it, so the person
 * sees one notice, not two identical ones.
 */
export const FEATURE_DISABLED_NOTICE_ID = 'feature-disabled';
const FEATURE_DISABLED_MESSAGE = 'This feature is unavailable for your account.';

const isFeatureDisabled = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { statusCode?: unknown }).statusCode === 403 &&
  (error as { message?: unknown }).message === FEATURE_DISABLED_MESSAGE;

/** The notice text when the server said nothing useful. */
export const DEFAULT_FALLBACK_KEY = 'errors:server.somethingWentWrong';

function serverText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, code } = error as { message?: unknown; code?: unknown };
  // A network failure or a cancelled call has no server words, only our fallback.
  if (code === 'network_error' || code === 'aborted') return undefined;
  return typeof message === 'string' && message.trim() && message !== FALLBACK_MESSAGE ? message : undefined;
}

/**
 * What a notice about a failed call says: the translation of a known server message, the server's own words
 * for an unknown one, else the caller's fallback text (spec A §8: "the server message, or …").
 *
 * @example apiErrorText(new ApiError({ message: 'Invalid OTP', statusCode: 422 }), t); // t('errors:server.invalidOtp')
 * @example apiErrorText(networkError, t, 'errors:timeZone.updateFailed'); // t('errors:timeZone.updateFailed')
 */
export function apiErrorText(error: unknown, t: Translate, fallbackKey = DEFAULT_FALLBACK_KEY): string {
  const message = serverText(error);
  return message ? translateServerMessage(message, t) : t(fallbackKey);
}

/**
 * An error notice (15 s) for a failed call, in the visitor's language. Use it instead of
 * `notice.error(error.message)` so known server messages are translated.
 *
 * @example catch (error) { void noticeApiError(error, 'errors:timeZone.updateFailed'); }
 */
export async function noticeApiError(error: unknown, fallbackKey = DEFAULT_FALLBACK_KEY): Promise<void> {
  await i18next.loadNamespaces('errors');
  const text = apiErrorText(error, (key, options) => i18next.t(key, options), fallbackKey);
  notice.error(text, isFeatureDisabled(error) ? { id: FEATURE_DISABLED_NOTICE_ID } : undefined);
}
