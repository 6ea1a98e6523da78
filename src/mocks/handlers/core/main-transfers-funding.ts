import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import type { UserScope } from '../../store/db';
import type { WithdrawalDetailsRow } from '../../store/types';
import {
  accountOf,
  available,
  checkAmount,
  checkCurrency,
  moveAvailable,
  rate,
  recordTransaction,
  requireFunds,
  roundMoney,
  transferFee,
} from './money';
import { createPaymentRequest } from './main-payment-requests';
import type { WithdrawalDetails } from './side-state';
import {
  invalid,
  nowIso,
  requireBusiness,
  requireEntityFeature,
  requireFeature,
  requireOnboarded,
  requirePermission,
} from './shared';
import { checkMethod, checkWithdrawalDetails, methodSupports } from './transfer-rules';

/** Where a bank transfer top-up is paid to (demo collection account). */
const COLLECTION_ACCOUNT = {
  bank_name: 'FastPay Collections',
  iban: 'GB33BUKB20201555555555',
  swift_code: 'BUKBGB22',
};

/** Add, request and withdraw money, withdrawal details and bank accounts (spec A §2, §4 add-money, §5, §8). */
interface WithdrawalBody {
  currency: string;
  target_currency?: string;
  amount: number;
  receiving_method: string;
  bank_account_id?: string;
}

/**
 * What a withdrawal costs and pays out: the fee in the withdrawn currency, the amount converted to the currency
 * the method pays out in (`target_currency`, the withdrawn one by default). Spec A §5: without a supported
 * balance for the method, "You don't have any {currency} to withdraw".
 */
function quoteWithdrawal(scope: UserScope, body: Partial<WithdrawalBody>) {
  requireFields(body, ['currency', 'amount', 'receiving_method']);
  const currency = checkCurrency(body.currency, 'currency');
  const target =
    body.target_currency === undefined ? currency : checkCurrency(body.target_currency, 'target_currency');
  const method = checkMethod(body.receiving_method);
  const amount = checkAmount(body.amount, currency);
  const account = accountOf(scope, currency);
  if (!account || available(account) <= 0) {
    const message = `You don't have any ${currency} to withdraw`;
    throw failure(422, message, { currency: [message] });
  }
  if (!methodSupports(method, target))
    throw invalid('receiving_method', `This method does not pay out in ${target}.`);
  const fee = transferFee(amount, currency, method);
  const fx = rate(currency, target);
  return {
    currency,
    target,
    method,
    amount,
    fee,
    rate: fx,
    total: roundMoney(amount + fee, currency),
    receive_amount: roundMoney(amount * fx, target),
  };
}

export const fundingHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.post('/api/v2/main/add-money', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'create-payout');
    requireEntityFeature(user, 'add_money');
    requireFeature(user, 'add_money');
    requireOnboarded(user);
    const body = await readJson<{
      source_currency: string;
      target_currency: string;
      amount: number;
      method: string;
      stored_card_id: string;
    }>(request);
    requireFields(body, ['source_currency', 'target_currency', 'amount', 'method']);
    const source = checkCurrency(body.source_currency, 'source_currency');
    const target = checkCurrency(body.target_currency, 'target_currency');
    const amount = checkAmount(body.amount, source);
    if (body.method !== 'stored_card' && body.method !== 'bank_transfer')
      throw invalid('method', 'The selected method is invalid.');
    if (!accountOf(scope, target)) throw invalid('target_currency', `You don't have a ${target} account.`);
    const credited = roundMoney(amount * rate(source, target), target);
    if (body.method === 'stored_card') {
      const card =
        typeof body.stored_card_id === 'string' ? scope.storedCards.get(body.stored_card_id) : undefined;
      if (!card) throw invalid('stored_card_id', 'Choose one of your stored cards.');
      moveAvailable(scope, target, credited);
      const transaction = recordTransaction(backend, scope, {
        type: 'add_money',
        status: 'success',
        amount: credited,
        fee: 0,
        currency: target,
        direction: 'in',
        description: `Top-up via ${card.brand} •••• ${card.last_four}`,
        payment_method: 'bank_card',
      });
      return response(200).json(
        ok({
          id: transaction.id,
          status: 'successful',
          amount: credited,
          currency: target,
          instructions: null,
        }),
      );
    }
    const transaction = recordTransaction(backend, scope, {
      type: 'add_money',
      status: 'waiting_for_transfer',
      amount: credited,
      fee: 0,
      currency: target,
      direction: 'in',
      description: 'Top-up via bank transfer',
      payment_method: 'bank_transfer',
    });
    return response(200).json(
      ok(
        {
          id: transaction.id,
          status: 'waiting_for_transfer',
          amount,
          currency: source,
          instructions: {
            ...COLLECTION_ACCOUNT,
            reference: transaction.id.toUpperCase(),
            amount: `${amount} ${source}`,
          },
        },
        'Transfer the amount with the reference shown; your balance updates when it arrives.',
      ),
    );
  }),

  mainHttp.post('/api/v2/main/request-money', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requireBusiness(user);
    const body = await readJson<{ currency: string; amount: number; payer_email: string; note: string }>(
      request,
    );
    const saved = createPaymentRequest(backend, request, scope, body);
    return response(200).json(ok(saved, `We e-mailed the payment request to ${saved.payer_email}.`));
  }),

  mainHttp.post('/api/v2/main/withdrawal/fees', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'view-withdrawal');
    const quote = quoteWithdrawal(scope, await readJson<WithdrawalBody>(request));
    return response(200).json(
      ok({ fee: quote.fee, rate: quote.rate, total: quote.total, receive_amount: quote.receive_amount }),
    );
  }),

  mainHttp.post('/api/v2/main/withdrawal', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'view-withdrawal');
    requireEntityFeature(user, 'payout');
    requireFeature(user, 'payout');
    const body = await readJson<WithdrawalBody>(request);
    const quote = quoteWithdrawal(scope, body);
    let destination: string;
    if (body.bank_account_id !== undefined) {
      const bank = backend.db.bankAccounts.get(String(body.bank_account_id));
      if (!bank) throw invalid('bank_account_id', 'The selected bank account is invalid.');
      if (bank.currency !== quote.target)
        throw invalid('bank_account_id', `This bank account receives ${bank.currency}, not ${quote.target}.`);
      destination = `${bank.bank_name} ${bank.iban.slice(0, 4)} •••• ${bank.iban.slice(-4)}`;
    } else {
      const details = scope.withdrawalDetails.all()[0];
      if (!details) throw invalid('bank_account_id', 'Save your withdrawal details first.');
      const number = details.iban ?? details.account_number ?? '';
      destination = `${details.bank_name} •••• ${number.slice(-4)}`;
    }
    requireFunds(scope, quote.currency, quote.total);
    moveAvailable(scope, quote.currency, -quote.total);
    const transaction = recordTransaction(backend, scope, {
      type: 'withdrawal',
      status: 'in_progress',
      amount: quote.amount,
      fee: quote.fee,
      currency: quote.currency,
      direction: 'out',
      description: `Withdrawal to ${destination}`,
      counterparty: { name: destination },
      payment_method: quote.method,
    });
    return response(200).json(ok(transaction, 'Your withdrawal is on its way.'));
  }),

  mainHttp.get('/api/v2/main/withdrawal-details', ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'view-withdrawal');
    const saved = scope.withdrawalDetails.all()[0];
    return response(200).json(ok(saved ? publicDetails(saved) : null));
  }),

  mainHttp.put('/api/v2/main/withdrawal-details', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'view-withdrawal');
    const body = await readJson<WithdrawalDetails>(request);
    requireFields(body, ['bank_name', 'beneficiary_name']);
    const details = { ...checkWithdrawalDetails(body), updated_at: nowIso(backend) };
    // One row per user: saving replaces what was there.
    const saved = scope.withdrawalDetails.all()[0];
    const row = saved
      ? scope.withdrawalDetails.update(saved.id, details)
      : scope.withdrawalDetails.insert(details);
    return response(200).json(ok(row ? publicDetails(row) : details, 'Withdrawal details saved.'));
  }),

  mainHttp.get('/api/v2/main/sanalpara/bank-accounts', ({ request, response }) => {
    requireCaller(backend, request);
    return response(200).json(ok(backend.db.bankAccounts.all().map((account) => ({ ...account }))));
  }),
];

/** The saved details as the API gives them (without the store's row id and owner). */
function publicDetails(row: WithdrawalDetailsRow): WithdrawalDetails {
  const { id: _id, user_id: _owner, ...details } = row as WithdrawalDetailsRow & { user_id?: number };
  return details;
}
