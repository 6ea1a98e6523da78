import { toast, type ExternalToast } from 'sonner';
import { ERROR_NOTICE_MS, NOTICE_MS } from '@/config/limits';

/**
 * The app's notices (spec A §9: notices last 5 s, error notices 15 s). Every screen notifies through this
 * module, never through `toast` directly, so the durations live in one place.
 *
 * @example notice.success(t('settings.saved'));
 * @example notice.error(message, { description: t('cards.activateFailed') });
 */
export const notice = {
  success: (message: string, options?: ExternalToast) =>
    toast.success(message, { duration: NOTICE_MS, ...options }),
  info: (message: string, options?: ExternalToast) =>
    toast.info(message, { duration: NOTICE_MS, ...options }),
  error: (message: string, options?: ExternalToast) =>
    toast.error(message, { duration: ERROR_NOTICE_MS, ...options }),
  dismissAll: () => toast.dismiss(),
};
