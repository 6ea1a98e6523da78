import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok, paged } from '../../respond';
import type { UserScope } from '../../store/db';
import { runQuery } from '../../store/list-query';
import { hashSeed, isoDateTime } from '../../store/random';
import { PAYMENT_REQUEST_TTL_MS } from '../../store/seed/payment-requests';
import type { Owned, PaymentRequest } from '../../store/types';
import { filterParam, listQuery } from '../business/shared';
import { accountOf, checkAmount, checkCurrency, moveAvailable, recordTransaction } from './money';
import { nextSideId } from './side-state';
import { invalid, isEmail, nowIso, requireBusiness } from './shared';

type Row = Owned<PaymentRequest>;

const NOT_FOUND = 'This payment request does not exist.';
/** Spec A §5 name characters: letters, marks, spaces, apostrophes and dashes. */
const PERSON_NAME = /^[\p{L}\p{M}' -]{1,100}$/u;

/** PR + 7 characters (spec B §9 "Payment request ID: prefix plus seven characters"), unique in the store. */
function paymentRequestId(backend: DemoBackend): string {
  for (;;) {
    const seq = nextSideId(backend, '');
    const id = `PR${(hashSeed(`${seq}:${backend.now()}`) % 36 ** 7).toString(36).toUpperCase().padStart(7, '0')}`;
    if (!backend.db.paymentRequests.get(id)) return id;
  }
}

/** A pending request past its date reads as expired (nobody has to sweep the store). */
const statusOf = (backend: DemoBackend, row: Row): PaymentRequest['status'] =>
  row.status === 'pending' && Date.parse(row.expires_at) <= backend.now() ? 'expired' : row.status;

const linkOf = (request: Request, id: string) => `${new URL(request.url).origin}/pay/request/${id}`;

function toRequest(backend: DemoBackend, request: Request, row: Row) {
  return {
    id: row.id,
    link: linkOf(request, row.id),
    currency: row.currency,
    amount: row.amount,
    payer_email: row.payer_email,
    note: row.note,
    status: statusOf(backend, row),
    created_at: row.created_at,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
  };
}

/** What the payer sees: no e-mail of the merchant, the merchant's public name. */
function toPublicRequest(backend: DemoBackend, row: Row) {
  const profile = backend.db.publicProfiles.find((p) => p.user_id === row.user_id && p.is_active);
  return {
    id: row.id,
    currency: row.currency,
    amount: row.amount,
    note: row.note,
    status: statusOf(backend, row),
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    merchant: { name: profile?.business_name ?? backend.db.users.get(row.user_id)?.name ?? '' },
  };
}

function findRequest(backend: DemoBackend, id: string): Row {
  const row = backend.db.paymentRequests.get(id.trim().toUpperCase());
  if (!row) throw failure(404, NOT_FOUND);
  return row;
}

interface CreateBody {
  currency: string;
  amount: number;
  payer_email: string;
  note: string;
}

/** Checks and saves a new request for the merchant (POST /api/v2/main/request-money). */
export function createPaymentRequest(
  backend: DemoBackend,
  request: Request,
  scope: UserScope,
  body: Partial<CreateBody>,
) {
  requireFields(body, ['currency', 'amount', 'payer_email']);
  const currency = checkCurrency(body.currency, 'currency');
  if (!backend.db.currencies.get(currency)?.supported)
    throw invalid('currency', 'The selected currency is invalid.');
  // The payment lands in this balance, so the merchant needs one in the currency asked for.
  if (!accountOf(scope, currency)) throw invalid('currency', `You don't have a ${currency} account.`);
  const amount = checkAmount(body.amount, currency);
  if (!isEmail(body.payer_email))
    throw invalid('payer_email', 'The payer email must be a valid email address.');
  if (body.note !== undefined && body.note !== null && String(body.note).length > 255)
    throw invalid('note', 'The note may not be greater than 255 characters.');
  const created_at = nowIso(backend);
  const row = scope.paymentRequests.insert({
    id: paymentRequestId(backend),
    currency,
    amount,
    payer_email: body.payer_email.trim(),
    note: body.note ? String(body.note) : null,
    status: 'pending',
    created_at,
    expires_at: isoDateTime(backend.now() + PAYMENT_REQUEST_TTL_MS),
    paid_at: null,
    payer_name: null,
    payment_method: null,
    transaction_id: null,
  });
  return toRequest(backend, request, row);
}

/** The merchant's list of requests and the public page's read and pay (spec A §2 request-money). */
export const paymentRequestHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/main/payment-requests', ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requireBusiness(user);
    const status = filterParam(request, 'status');
    const rows = scope.paymentRequests.all().map((row) => toRequest(backend, request, row));
    const query = listQuery<(typeof rows)[number]>(
      request,
      {
        where: status ? (row) => row.status === status : undefined,
        search_fields: ['id', 'payer_email', 'note', 'currency'],
      },
      'created_at',
    );
    return response(200).json(paged(runQuery(rows, query)));
  }),

  mainHttp.get('/api/v2/main/public/payment-requests/{id}', ({ params, response }) => {
    return response(200).json(ok(toPublicRequest(backend, findRequest(backend, String(params.id)))));
  }),

  mainHttp.post('/api/v2/main/public/payment-requests/{id}/pay', async ({ request, params, response }) => {
    const body = await readJson<{ payer_email: string; payer_name?: string; payment_method: string }>(
      request,
    );
    requireFields(body, ['payer_email', 'payment_method']);
    if (!isEmail(body.payer_email))
      throw invalid('payer_email', 'The payer email must be a valid email address.');
    if (body.payer_name !== undefined && body.payer_name !== '' && !PERSON_NAME.test(body.payer_name))
      throw invalid('payer_name', 'Invalid name.');
    if (body.payment_method !== 'card' && body.payment_method !== 'wallet')
      throw invalid('payment_method', 'Invalid payment method.');
    const row = findRequest(backend, String(params.id));
    const status = statusOf(backend, row);
    if (status === 'paid') throw failure(422, 'This payment request is already paid.', { status: ['paid'] });
    if (status === 'expired')
      throw failure(422, 'This payment request has expired.', { status: ['expired'] });
    const merchant = backend.db.forUser(row.user_id);
    const payer = body.payer_name?.trim() || body.payer_email.trim();
    moveAvailable(merchant, row.currency, row.amount);
    const transaction = recordTransaction(backend, merchant, {
      type: 'receive_money',
      status: 'success',
      amount: row.amount,
      fee: 0,
      currency: row.currency,
      direction: 'in',
      description: `Payment request ${row.id}`,
      counterparty: { name: payer, email: body.payer_email.trim() },
      payment_method: body.payment_method === 'card' ? 'bank_card' : 'wallet',
      order_id: row.id,
    });
    const paid = merchant.paymentRequests.update(row.id, {
      status: 'paid',
      paid_at: nowIso(backend),
      payer_name: body.payer_name?.trim() || null,
      payment_method: body.payment_method,
      transaction_id: transaction.id,
    });
    return response(200).json(ok(toPublicRequest(backend, paid ?? row), 'Payment successful'));
  }),
];
