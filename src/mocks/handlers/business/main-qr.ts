import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import { reportDate } from '../../store/random';
import type { QrInfo } from '../../store/types';
import { FieldErrors } from './errors';
import { qrStatus, toQrInfo } from './qr-model';
import { COUNTRY, isValidAmount, nowIso, paymentId, type MainBody, type MainSchema } from './shared';

const NOT_FOUND = 'QR not found or expired';
const EXPIRED = 'Invalid or Expired QR Code';

/** The payer's side of a QR code (spec B §2 payer QR flow): no sign-in. */
export const qrHandlers = (backend: DemoBackend): HttpHandler[] => {
  /** The code, or a 404: unknown codes and expired ones (the page then offers to scan a new one). */
  function live(code: string): QrInfo {
    const info = backend.db.qrInfos.get(code);
    if (!info) throw failure(404, NOT_FOUND);
    if (qrStatus(backend, info, info.status) === 'expired') throw failure(404, EXPIRED, undefined, 'expired');
    return info;
  }

  const result = (info: QrInfo): MainSchema<'PaymentResult'> => {
    const status = qrStatus(backend, info, info.status);
    return {
      status: status === 'paid' ? 'successful' : status === 'expired' ? 'cancelled' : 'processing',
      payment_id: paymentId(`qr:${info.code}`),
      redirect_url: null,
    };
  };

  return [
    mainHttp.get('/api/v2/qr/info/{code}', ({ params, response }) => {
      return response(200).json(ok(toQrInfo(backend, live(params.code))));
    }),

    mainHttp.post('/api/v2/qr/pay/{code}', async ({ params, request, response }) => {
      const body = await readJson<MainBody<'payQr'>>(request);
      requireFields(body, ['country_code']);
      const info = live(params.code);
      const errors = new FieldErrors();
      errors.check(
        COUNTRY.test(body.country_code) && !!backend.db.countries.get(body.country_code),
        'country_code',
        'Invalid country.',
      );
      // Every stored code carries its amount, which is paid in full (spec B §5 'Invalid amount').
      const amount = body.amount ?? info.amount;
      errors.check(
        isValidAmount(amount, info.currency) && amount === info.amount,
        'amount',
        'Invalid amount',
      );
      errors.throwIfAny(errors.has('amount') ? 'Invalid amount' : MESSAGES.invalid);
      if (info.status === 'paid')
        throw failure(422, 'This QR code has already been paid.', { code: ['paid'] });
      backend.db.qrInfos.update(info.code, { status: 'paid' });
      const payment = backend.db.qrPayments.get(info.code);
      if (payment) {
        backend.db.qrPayments.update(info.code, { status: 'paid' });
        backend.db.processingTransactions.insert({
          user_id: payment.user_id,
          date: reportDate(nowIso(backend)),
          payment_method: 'QR payment',
          amount,
          currency: info.currency,
          order_id: info.code,
          type: 'payment',
          status: 'successful',
        });
      }
      const paid = found(backend.db.qrInfos.get(info.code), NOT_FOUND);
      return response(200).json(ok(result(paid), 'Payment successful'));
    }),

    mainHttp.get('/api/v2/qr/status/{code}', ({ params, response }) => {
      const info = backend.db.qrInfos.get(params.code);
      if (!info) throw failure(404, NOT_FOUND);
      return response(200).json(ok(result(info)));
    }),
  ];
};
