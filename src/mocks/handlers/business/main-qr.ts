import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { optionalCaller, readJson, requireFields, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import { reportDate } from '../../store/random';
import type { QrInfo } from '../../store/types';
import { FieldErrors } from './errors';
import { adjustBalance, balanceOf } from './money';
import {
  attemptStatus,
  demoOutcome,
  isOpenAmount,
  isReusable,
  qrAttempts,
  qrStatus,
  QR_PROCESSING_MS,
  settlesAtOnce,
  toQrInfo,
} from './qr-model';
import { COUNTRY, isValidAmount, nowIso, paymentId, type MainBody, type MainSchema } from './shared';

const NOT_FOUND = 'QR not found or expired';
const EXPIRED = 'Invalid or Expired QR Code';

/** The payer's side of a QR code (spec B §2 payer QR flow): no sign-in needed; a signed-in payer pays from the wallet. */
export const qrHandlers = (backend: DemoBackend): HttpHandler[] => {
  const { db } = backend;

  /** The code, or a 404: unknown codes and expired ones (the page then offers to scan a new one). */
  function live(code: string): QrInfo {
    const info = db.qrInfos.get(code);
    if (!info) throw failure(404, NOT_FOUND);
    if (qrStatus(backend, info, info.status) === 'expired') throw failure(404, EXPIRED, undefined, 'expired');
    return info;
  }

  const result = (info: QrInfo): MainSchema<'PaymentResult'> => {
    const attempt = qrAttempts(backend).get(info.code);
    if (attempt)
      return { status: attemptStatus(backend, attempt), payment_id: attempt.payment_id, redirect_url: null };
    const status = qrStatus(backend, info, info.status);
    return {
      status: status === 'paid' ? 'successful' : status === 'expired' ? 'cancelled' : 'processing',
      payment_id: paymentId(`qr:${info.code}`),
      redirect_url: null,
    };
  };

  /** The payer's wallet must hold the amount; nothing moves yet. */
  function checkFunds(caller: Caller, info: QrInfo, amount: number) {
    const account = caller.scope.balances.all().find((row) => row.currency === info.currency);
    if (!account)
      throw failure(422, `You don't have any ${info.currency} to pay`, {
        amount: [`You don't have any ${info.currency} to pay`],
      });
    if (balanceOf(account, 'balance_available') < amount)
      throw failure(422, 'Insufficient funds', { amount: ['Insufficient funds'] });
  }

  /** A successful payment: the payer's wallet (when signed in) and the merchant's processing report. */
  function settle(caller: Caller | null, info: QrInfo, amount: number, payment_id: string) {
    const at = nowIso(backend);
    if (caller) {
      adjustBalance(db, caller.scope.ownerId, info.currency, { balance_available: -amount });
      caller.scope.transactions.insert({
        type: 'payment',
        status: 'success',
        amount,
        fee: 0,
        currency: info.currency,
        direction: 'out',
        description: `QR payment to ${info.merchant_name}`,
        counterparty: { name: info.merchant_name },
        payment_method: 'qr',
        order_id: payment_id,
        created_at: at,
        date: reportDate(at),
        card_public_id: null,
      });
    }
    const merchant = db.qrPayments.get(info.code);
    if (merchant)
      db.processingTransactions.insert({
        user_id: merchant.user_id,
        date: reportDate(at),
        payment_method: 'QR payment',
        amount,
        currency: info.currency,
        order_id: info.code,
        type: 'payment',
        status: 'successful',
      });
    if (!isReusable(info)) {
      db.qrInfos.update(info.code, { status: 'paid' });
      if (merchant) db.qrPayments.update(info.code, { status: 'paid' });
    }
  }

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
        COUNTRY.test(body.country_code) && !!db.countries.get(body.country_code),
        'country_code',
        'Invalid country.',
      );
      // A sticker takes the amount the payer typed; any other code is paid in full (spec B §5 'Invalid amount').
      const amount = isOpenAmount(info) ? body.amount : (body.amount ?? info.amount);
      errors.check(
        isValidAmount(amount, info.currency) && (isOpenAmount(info) || amount === info.amount),
        'amount',
        'Invalid amount',
      );
      errors.throwIfAny(errors.has('amount') ? 'Invalid amount' : MESSAGES.invalid);
      if (info.status === 'paid')
        throw failure(422, 'This QR code has already been paid.', { code: ['paid'] });
      const paid = amount as number;
      const caller = optionalCaller(backend, request);
      if (caller) checkFunds(caller, info, paid);
      const attempts = qrAttempts(backend);
      const payment_id = paymentId(`qr:${info.code}:${attempts.size}:${backend.now()}`);
      const outcome = demoOutcome(info.code);
      // Failed and cancelled payments move no money (spec B §4).
      if (outcome === 'successful') settle(caller, info, paid, payment_id);
      const settles_at = settlesAtOnce(info.code) ? backend.now() : backend.now() + QR_PROCESSING_MS;
      attempts.set(info.code, { payment_id, outcome, settles_at });
      const answer = result(info);
      return response(200).json(
        ok(answer, answer.status === 'successful' ? 'Payment successful' : undefined),
      );
    }),

    mainHttp.get('/api/v2/qr/status/{code}', ({ params, response }) => {
      const info = db.qrInfos.get(params.code);
      if (!info) throw failure(404, NOT_FOUND);
      return response(200).json(ok(result(info)));
    }),
  ];
};
