import i18next from 'i18next';
import { translateServerMessage, type Translate } from '@/i18n/server-messages';
import { notice } from '@/ui/notices';
import { FALLBACK_MESSAGE } from './errors';

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
  notice.error(apiErrorText(error, (key, options) => i18next.t(key, options), fallbackKey));
}
