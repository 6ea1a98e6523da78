import type { DemoBackend } from '../../backend';
import type { QrInfo, QrPayment } from '../../store/types';
import { originOf, type MainSchema } from './shared';

/** Single use, five minutes (spec B §9). */
export const QR_TTL_MS = 5 * 60 * 1000;

/** Printed (static) codes carry no real expiry: the seed gives them a far date. */
const isStatic = (info: QrInfo | undefined) => !info?.expires_at || info.expires_at.startsWith('2099');

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
    amount: row.amount,
    currency: row.currency,
    status: qrStatus(backend, info, row.status),
    link: `${originOf(request)}/qr/${encodeURIComponent(row.code)}`,
    created_at: row.created_at,
    expires_at: info?.expires_at ?? null,
  };
}

export const toQrInfo = (backend: DemoBackend, info: QrInfo): MainSchema<'QrInfo'> => ({
  ...info,
  status: qrStatus(backend, info, info.status),
});
