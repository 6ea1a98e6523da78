import { formatAmount } from '@/i18n/format';
import { toBcp47 } from '@/i18n/languages';
import type { TransferLink } from './link-state';

/** A date and time in the interface language, with Latin digits so amounts and times read alike. */
export function formatWhen(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(toBcp47(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/**
 * Wraps text of its own direction (a date, an amount) in Unicode isolates, so inside an Arabic sentence it keeps
 * its own order instead of being reordered with the words around it.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

type Translate = (key: string, options: Record<string, string>) => string;

/** The values every text about a link interpolates: amount, currency, link and expiry. */
export function messageValues(link: TransferLink, language: string, timeZone?: string) {
  return {
    amount: formatAmount(link.amount, link.currency),
    currency: link.currency,
    link: link.link,
    expiry: formatWhen(link.expires_at, language, timeZone),
  };
}

/**
 * The ready-to-send message the sender copies (spec B §2 "copy message"): amount, currency, the link and the
 * expiry note, in the sender's language.
 * @example readyMessage(link, t, 'en') // "I sent you 50.00 USD with a transfer link: https://…/transfer/TL10000001 …"
 */
export function readyMessage(link: TransferLink, t: Translate, language: string, timeZone?: string): string {
  return t('message.text', messageValues(link, language, timeZone));
}

/** Shares with the system sheet when the browser has one, else copies the link; says which happened. */
export async function shareLink(
  link: TransferLink,
  text: string,
  nav: Pick<Navigator, 'clipboard'> & Partial<Pick<Navigator, 'share'>> = navigator,
): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ url: link.link, text });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await nav.clipboard.writeText(link.link);
  return 'copied';
}
