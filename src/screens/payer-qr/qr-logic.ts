import { ApiError } from '@/api/errors';
import { fractionDigits } from '@/i18n/format';

/** Beyond a day away an expiry is a printed sticker's far date, not a running clock (spec B §9: 5 minutes). */
const CLOCK_HORIZON_MS = 24 * 60 * 60 * 1000;
const MAX_AMOUNT = 999_999_999.99;

/** Milliseconds before the code runs out (never below 0), or null when it has no running clock. */
export function timeLeft(expiresAt: string | null | undefined, now: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return null;
  const left = end - now;
  return left > CLOCK_HORIZON_MS ? null : Math.max(0, left);
}

/** `4:05`: minutes and seconds left, rounded up so 0:00 only shows once the code has run out. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The amount a payer typed, or null when it is not a valid amount of the currency (spec B §5: above 0, at
 * least 0.01, whole numbers for zero-decimal currencies). A comma counts as the decimal mark.
 */
export function parseAmount(text: string, currency: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const decimals = clean.split('.')[1]?.length ?? 0;
  if (decimals > fractionDigits(currency)) return null;
  const amount = Number(clean);
  return amount >= 0.01 && amount <= MAX_AMOUNT ? amount : null;
}

/** What a code's page shows: a state of the code, or the code itself to pay. */
export type QrGateState = 'loading' | 'failed' | 'notFound' | 'expired' | 'paid' | 'ready';

export function gateState(
  info: { status: string; expires_at: string | null } | undefined,
  error: unknown,
  now: number,
): QrGateState {
  if (error) {
    if (error instanceof ApiError && error.statusCode === 404)
      return error.code === 'expired' || error.message === 'Invalid or Expired QR Code'
        ? 'expired'
        : 'notFound';
    return 'failed';
  }
  if (!info) return 'loading';
  if (info.status === 'paid') return 'paid';
  // The clock runs out on the page too, without waiting for the next call (spec B §9).
  if (info.status === 'expired' || timeLeft(info.expires_at, now) === 0) return 'expired';
  return 'ready';
}

export type PayResult = 'processing' | 'successful' | 'failed' | 'cancelled';

/** Processing is the only state that is asked about again. */
export const isFinal = (status: PayResult | undefined): boolean => !!status && status !== 'processing';

/** A country's name in the reader's language (`US` → `United States`), the code when the browser has none. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language.replace(/_/g, '-'), 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
