import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { hashSeed } from '../../store/random';
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
import { nextSideId, type WithdrawalDetails } from './side-state';
import {
  invalid,
  isEmail,
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

/** PR + 7 characters (spec A §3 payment request ids). */
function paymentRequestId(backend: DemoBackend): string {
  const seq = nextSideId(backend, '');
  return `PR${(hashSeed(`${seq}:${backend.now()}`) % 36 ** 7).toString(36).toUpperCase().padStart(7, '0')}`;
}

/** Add, request and withdraw money, withdrawal details and bank accounts (spec A §2, §4 add-money, §5, §8). */
export const fundingHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.post('/api/v2/main/add-money', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
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
    const { user } = requireCaller(backend, request);
    requireBusiness(user);
    const body = await readJson<{ currency: string; amount: number; payer_email: string; note: string }>(
      request,
    );
    requireFields(body, ['currency', 'amount', 'payer_email']);
    const currency = checkCurrency(body.currency, 'currency');
    if (!backend.db.currencies.get(currency)?.supported)
      throw invalid('currency', 'The selected currency is invalid.');
    const amount = checkAmount(body.amount, currency);
    if (!isEmail(body.payer_email))
      throw invalid('payer_email', 'The payer email must be a valid email address.');
    if (body.note !== undefined && String(body.note).length > 255)
      throw invalid('note', 'The note may not be greater than 255 characters.');
    const id = paymentRequestId(backend);
    const origin = new URL(request.url).origin;
    return response(200).json(
      ok(
        {
          id,
          link: `${origin}/pay/request/${id}`,
          currency,
          amount,
          payer_email: body.payer_email,
          note: body.note ? String(body.note) : null,
          created_at: nowIso(backend),
        },
        `We e-mailed the payment request to ${body.payer_email}.`,
      ),
    );
  }),

  mainHttp.post('/api/v2/main/withdrawal', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'view-withdrawal');
    requireEntityFeature(user, 'payout');
    const body = await readJson<{
      currency: string;
      amount: number;
      receiving_method: string;
      bank_account_id: string;
    }>(request);
    requireFields(body, ['currency', 'amount', 'receiving_method']);
    const currency = checkCurrency(body.currency, 'currency');
    const method = checkMethod(body.receiving_method);
    const amount = checkAmount(body.amount, currency);
    const account = accountOf(scope, currency);
    // Spec A §5: blocked when there is no supported balance for the chosen receiving method.
    if (!account || available(account) <= 0 || !methodSupports(method, currency)) {
      const message = `You don't have any ${currency} to withdraw`;
      throw failure(422, message, { currency: [message] });
    }
    let destination: string;
    if (body.bank_account_id !== undefined) {
      const bank = backend.db.bankAccounts.get(String(body.bank_account_id));
      if (!bank) throw invalid('bank_account_id', 'The selected bank account is invalid.');
      destination = `${bank.bank_name} ${bank.iban.slice(0, 4)} •••• ${bank.iban.slice(-4)}`;
    } else {
      const details = scope.withdrawalDetails.all()[0];
      if (!details) throw invalid('bank_account_id', 'Save your withdrawal details first.');
      const number = details.iban ?? details.account_number ?? '';
      destination = `${details.bank_name} •••• ${number.slice(-4)}`;
    }
    const fee = transferFee(amount, currency, method);
    requireFunds(scope, currency, roundMoney(amount + fee, currency));
    moveAvailable(scope, currency, -roundMoney(amount + fee, currency));
    const transaction = recordTransaction(backend, scope, {
      type: 'withdrawal',
      status: 'in_progress',
      amount,
      fee,
      currency,
      direction: 'out',
      description: `Withdrawal to ${destination}`,
      counterparty: { name: destination },
      payment_method: method,
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
