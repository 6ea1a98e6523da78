import type { DemoBackend } from '../../backend';
import type { QrInfo, QrPayment } from '../../store/types';
import { originOf, sessionState, type MainSchema } from './shared';

/** Single use, five minutes (spec B §9). */
export const QR_TTL_MS = 5 * 60 * 1000;

/** How long a payment reads 'processing' before its result, as the app confirms it (spec B §4). */
export const QR_PROCESSING_MS = 2500;

export type QrOutcome = 'successful' | 'failed' | 'cancelled';

/**
 * The demo codes that reach each payer state (the report and docs list them): QR00001 a fixed amount paid at
 * once, QR00002 expired, QR00003 already paid, QRS0001 / QRS0002 stickers where the payer types a USD / JPY
 * amount, QRF0001 a payment the bank declines, QRC0001 one the payer cancels in the app. Any other code is
 * not found; a merchant's new dynamic code pays after a moment of processing.
 */
const DEMO_QR: Readonly<Record<string, { outcome?: QrOutcome; instant?: boolean }>> = {
  QR00001: { instant: true },
  QRF0001: { outcome: 'failed' },
  QRC0001: { outcome: 'cancelled' },
};

export const demoOutcome = (code: string): QrOutcome => DEMO_QR[code]?.outcome ?? 'successful';
export const settlesAtOnce = (code: string): boolean => DEMO_QR[code]?.instant === true;

/** Printed (static) codes carry no real expiry: the seed gives them a far date. */
const isStatic = (info: QrInfo | undefined) => !info?.expires_at || info.expires_at.startsWith('2099');

/** A stored amount of 0 is a sticker: the payer types the amount (the API says null). */
export const isOpenAmount = (info: Pick<QrInfo, 'amount'>): boolean => info.amount <= 0;

/** A sticker takes any number of payments; a code for one amount is single use (spec B §9). */
export const isReusable = isOpenAmount;

/** An active code past its expiry reads expired. */
export function qrStatus(
  backend: DemoBackend,
  info: QrInfo | undefined,
  fallback: QrPayment['status'],
): QrPayment['status'] {
  const status = info?.status ?? fallback;
  return status === 'active' && info && Date.parse(info.expires_at) <= backend.now() ? 'expired' : status;
}

export function toQrPayment(backend: DemoBackend, request: Request, row: QrPayment): MainSchema<'QrPayment'> {
  const info = backend.db.qrInfos.get(row.code);
  return {
    id: row.id,
    code: row.code,
    type: isStatic(info) ? 'static' : 'dynamic',
    amount: row.amount > 0 ? row.amount : null,
    currency: row.currency,
    status: qrStatus(backend, info, row.status),
    link: `${originOf(request)}/qr/${encodeURIComponent(row.code)}`,
    created_at: row.created_at,
    expires_at: info?.expires_at ?? null,
  };
}

export const toQrInfo = (backend: DemoBackend, info: QrInfo): MainSchema<'QrInfo'> => ({
  ...info,
  amount: isOpenAmount(info) ? null : info.amount,
  status: qrStatus(backend, info, info.status),
});

/** The latest payment of a code: its result and when it stops reading 'processing'. */
export interface QrAttempt {
  payment_id: string;
  outcome: QrOutcome;
  settles_at: number;
}

/** Attempts live with the demo backend; the money they move is in the store, so a reload keeps the result. */
export const qrAttempts = (backend: DemoBackend) =>
  sessionState(backend, 'qr-attempts', () => new Map<string, QrAttempt>());

export const attemptStatus = (
  backend: DemoBackend,
  attempt: QrAttempt,
): MainSchema<'PaymentResult'>['status'] =>
  backend.now() < attempt.settles_at ? 'processing' : attempt.outcome;
