import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { makeIban } from '../../store/iban';
import { pad, reportDate } from '../../store/random';
import { balanceId } from '../../store/schema';
import type { BalanceAccount, Owned, VirtualAccount } from '../../store/types';
import { FieldErrors } from './errors';
import { adjustBalance, balanceOf, toBalanceAccount } from './money';
import {
  CURRENCY,
  isValidAmount,
  nowIso,
  originOf,
  queryParam,
  requireFeature,
  roundMoney,
  type MainBody,
  type MainSchema,
} from './shared';

/** Opening a virtual account costs 25 USD, payable from any balance at these rough rates (spec B §9). */
const OPENING_FEE_USD = 25;
const RATES: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CHF: 0.88,
  CAD: 1.38,
  JPY: 150,
  SGD: 1.35,
  AED: 3.67,
  PHP: 58,
};
const IBAN_CURRENCIES = ['EUR', 'GBP'];
const NO_ORDER = 'This order does not exist';
const RESULTS = { success: 'successful', failed: 'failed', cancelled: 'cancelled' } as const;
const PAY_BY_BANQUE = 'paybybanque';
const isPayByBanque = (row: { payment_method: string }) => row.payment_method === PAY_BY_BANQUE;

const feeIn = (currency: string) => {
  const rate = RATES[currency];
  return rate === undefined ? undefined : roundMoney(OPENING_FEE_USD * rate, currency);
};

const toVirtualAccount = (row: Owned<VirtualAccount>, holder: string): MainSchema<'VirtualAccount'> => ({
  id: row.id,
  type: row.type,
  currency: row.currency,
  entity_code: row.entity_code,
  status: row.status,
  account_number: row.account_number,
  routing_number: row.routing_number,
  iban: row.iban,
  bank_name:
    row.type === 'ach'
      ? 'Demo Bank N.A.'
      : row.iban?.startsWith('GB')
        ? 'Demo Bank UK Ltd'
        : 'Demo Payments UAB',
  holder_name: holder,
});

export const virtualAccountHandlers = (backend: DemoBackend): HttpHandler[] => {
  const { db } = backend;
  const holder = ({ scope }: Caller) => (db.users.get(scope.ownerId) ?? scope.user).name;
  const balances = ({ scope }: Caller) =>
    scope.balances.all().filter((account) => !account.anchored_currency);
  const canPay = (account: BalanceAccount) => {
    const fee = feeIn(account.currency);
    return fee !== undefined && balanceOf(account, 'balance_available') >= fee;
  };

  return [
    mainHttp.get('/api/v2/virtual-accounts', ({ request, response }) => {
      const caller = requireCaller(backend, request);
      return response(200).json(
        ok(caller.scope.virtualAccounts.all().map((row) => toVirtualAccount(row, holder(caller)))),
      );
    }),

    mainHttp.post('/api/v2/virtual-accounts', async ({ request, response }) => {
      const caller = requireCaller(backend, request);
      const body = await readJson<MainBody<'createVirtualAccount'>>(request);
      requireFields(body, ['type', 'currency', 'fee_currency']);
      const errors = new FieldErrors();
      if (errors.check(body.type === 'ach' || body.type === 'iban', 'type', 'The type must be ach or iban.'))
        errors.check(
          body.type === 'ach' ? body.currency === 'USD' : IBAN_CURRENCIES.includes(body.currency),
          'currency',
          body.type === 'ach' ? 'ACH accounts hold USD.' : 'IBAN accounts hold EUR or GBP.',
        );
      errors.check(
        CURRENCY.test(body.fee_currency) && feeIn(body.fee_currency) !== undefined,
        'fee_currency',
        'The fee cannot be paid in this currency.',
      );
      errors.throwIfAny();
      if (body.type === 'ach') requireFeature(caller.user, 'virtual_account_ach');
      if (!(db.users.get(caller.scope.ownerId) ?? caller.user).verified)
        throw failure(403, 'Verify your account to open a virtual account.');
      // One application at a time per kind and currency: a second one while the first is still being
      // reviewed or waits for its deposit fails (an active account does not stop a new one).
      if (
        caller.scope.virtualAccounts.find(
          (row) => row.type === body.type && row.currency === body.currency && row.status !== 'active',
        )
      )
        throw failure(422, `Failed to create the Local ${body.currency} Account`, {
          currency: [`You already have a ${body.currency} account waiting for review.`],
        });
      const fee = feeIn(body.fee_currency) ?? 0;
      const account = db.balances.get(balanceId(caller.scope.ownerId, body.fee_currency));
      if (!account || balanceOf(account, 'balance_available') < fee) {
        const nothing = `You don't have any ${body.fee_currency} to pay the fee`;
        throw failure(422, nothing, { fee_currency: [nothing] });
      }
      adjustBalance(db, caller.scope.ownerId, body.fee_currency, { balance_available: -fee });
      const id = String(db.virtualAccounts.nextId());
      const digits = pad(Number(id.replace(/\D/g, '')) * 7_654_321 + caller.scope.ownerId, 11);
      const row = caller.scope.virtualAccounts.insert({
        id,
        type: body.type,
        currency: body.currency,
        entity_code: body.type === 'ach' ? 'FPINC' : 'FPUAB',
        status: 'in_review',
        account_number: digits,
        routing_number: body.type === 'ach' ? '021000021' : null,
        iban:
          body.type === 'iban'
            ? body.currency === 'GBP'
              ? makeIban('GB', `DEMO040004${digits.slice(-8)}`)
              : makeIban('LT', `32500${digits}`)
            : null,
      });
      return response(200).json(ok(toVirtualAccount(row, holder(caller)), 'Your account is being reviewed.'));
    }),

    mainHttp.get('/api/v2/virtual-accounts/opening-funds', ({ request, response }) => {
      const caller = requireCaller(backend, request);
      const payable = balances(caller).filter(canPay).map(toBalanceAccount);
      return response(200).json(
        ok({ price: { amount: OPENING_FEE_USD, currency: 'USD' }, balances: payable, order_id: null }),
      );
    }),

    mainHttp.get('/api/v2/virtual-accounts/opening-fee/{id}', ({ request, params, response }) => {
      const caller = requireCaller(backend, request);
      const account = balances(caller).find((row) => row.currency === params.id || row.id === params.id);
      const fee = account ? feeIn(account.currency) : undefined;
      if (!account || fee === undefined) throw failure(404, 'Balance not found.');
      return response(200).json(ok({ amount: fee, currency: account.currency }));
    }),

    mainHttp.get('/api/v2/virtual-accounts/{id}', ({ request, params, response }) => {
      const caller = requireCaller(backend, request);
      const row = found(caller.scope.virtualAccounts.get(params.id), 'Virtual account not found.');
      return response(200).json(ok(toVirtualAccount(row, holder(caller))));
    }),

    mainHttp.post('/api/v2/paybybanque', async ({ request, response }) => {
      const { user, scope } = requireCaller(backend, request);
      requireFeature(user, 'add_money');
      const body = await readJson<MainBody<'createPayByBanquePayment'>>(request);
      requireFields(body, ['amount', 'currency']);
      const errors = new FieldErrors();
      if (errors.check(CURRENCY.test(body.currency), 'currency', 'The currency is invalid.'))
        errors.check(isValidAmount(body.amount, body.currency), 'amount', 'Invalid amount');
      errors.throwIfAny();
      if (!scope.balances.get(balanceId(scope.ownerId, body.currency)))
        throw failure(422, `You don't have any ${body.currency} to add money`, {
          currency: ['No such balance.'],
        });
      // The order is a pending deposit in the transactions (the store persists them), so the return page
      // still finds it after the trip to the bank reloads the app.
      const order_id = `PBB${pad(db.transactions.filter(isPayByBanque).length + 1, 6)}`;
      scope.transactions.insert({
        type: 'add_money',
        status: 'pending',
        amount: body.amount,
        fee: 0,
        currency: body.currency,
        direction: 'in',
        description: 'Pay by Banque deposit',
        counterparty: { name: 'Pay by Banque' },
        payment_method: PAY_BY_BANQUE,
        order_id,
        created_at: nowIso(backend),
        date: reportDate(nowIso(backend)),
        card_public_id: null,
      });
      const redirect_url = `${originOf(request)}/paybybanque/success?order_id=${order_id}`;
      return response(200).json(ok({ redirect_url, order_id }));
    }),

    mainHttp.get('/api/v2/paybybanque/{status}', ({ request, params, response }) => {
      const { scope } = requireCaller(backend, request);
      const asked = RESULTS[params.status as keyof typeof RESULTS];
      if (!asked) throw failure(404, 'This page could not be found');
      const orderId = queryParam(request, 'order_id');
      if (!orderId)
        return response(200).json(ok({ status: asked, order_id: null, amount: null, currency: null }));
      const order = scope.transactions.find((row) => isPayByBanque(row) && row.order_id === orderId);
      if (!order) throw failure(404, NO_ORDER);
      // The bank's answer lands once: a success adds the money, a failure or cancellation moves none (spec B
      // §4); coming back again (a reload) shows what happened the first time.
      let row = order;
      if (order.status === 'pending') {
        const settled = asked === 'successful';
        row = scope.transactions.update(order.id, { status: settled ? 'success' : 'rejected' }) ?? order;
        if (settled) adjustBalance(db, scope.ownerId, order.currency, { balance_available: order.amount });
      }
      const status = row.status === 'success' ? 'successful' : asked === 'successful' ? 'failed' : asked;
      return response(200).json(
        ok({ status, order_id: orderId, amount: row.amount, currency: row.currency }),
      );
    }),
  ];
};
