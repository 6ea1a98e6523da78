import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { isoDateTime } from '../../store/random';
import type { UserRow } from '../../store/types';
import { fundingHandlers } from './main-transfers-funding';
import {
  accountOf,
  checkAmount,
  checkCurrency,
  isAnchored,
  moveAvailable,
  rate,
  recordTransaction,
  requireAccount,
  requireFunds,
  roundMoney,
  sendLimitUsd,
  toUsd,
  transferFee,
} from './money';
import {
  invalid,
  requireEntityFeature,
  requireFeature,
  requireOnboarded,
  requirePermission,
  searchParams,
} from './shared';
import {
  checkDescription,
  checkMethod,
  checkRecipientMethod,
  checkTargetType,
  receivingMethodsFor,
  recipientOf,
} from './transfer-rules';

const CONVERT_FEE = 0.005;
const CONVERT_FAILED = 'Failed to convert money. Please try again.';

interface TransferBody {
  source_currency: string;
  target_currency: string;
  amount: number;
  recipient_id: string;
  receiving_method: string;
  target_type: string;
  reason: string;
  relationship: string;
  source_of_funds: string;
  description: string;
}

/** Fee, rate and amounts of a transfer; both currencies checked, amount in the source currency. */
function quoteTransfer(body: Partial<TransferBody>) {
  const source = checkCurrency(body.source_currency, 'source_currency');
  const target = checkCurrency(body.target_currency, 'target_currency');
  const amount = checkAmount(body.amount, source);
  const method = checkMethod(body.receiving_method);
  const fee = transferFee(amount, source, method);
  const fx = rate(source, target);
  return {
    source,
    target,
    amount,
    method,
    fee,
    rate: fx,
    total: roundMoney(amount + fee, source),
    receive_amount: roundMoney(amount * fx, target),
  };
}

/** The checks shared by quote and convert (spec A §5: currencies differ, anchored ones cannot be converted). */
function checkConversion(user: UserRow, body: Partial<{ from: string; to: string; amount: number }>) {
  requireEntityFeature(user, 'convert');
  requireFeature(user, 'fx');
  const from = checkCurrency(body.from, 'from');
  const to = checkCurrency(body.to, 'to');
  // A refused conversion answers the catalogue message (spec A §8) and says at the field why.
  if (from === to)
    throw failure(422, CONVERT_FAILED, { to: ['The currencies to convert from and to must differ.'] });
  for (const [field, code] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (isAnchored(code))
      throw failure(422, CONVERT_FAILED, {
        [field]: [`${code} is an anchored currency and cannot be converted.`],
      });
  const amount = checkAmount(body.amount, from);
  const fee = roundMoney(amount * CONVERT_FEE, from);
  const fx = rate(from, to);
  return { from, to, amount, fee, rate: fx, receive_amount: roundMoney((amount - fee) * fx, to) };
}

/** Send and convert money, with the data those forms need (spec A §2 Wallet group, §5, §6, §8). */
export const transferHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/main/additional-params', ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    const q = searchParams(request);
    if (!q.get('recipient_id')) throw invalid('recipient_id', 'The recipient id field is required.');
    recipientOf(scope, q.get('recipient_id'));
    const targetType = checkTargetType(q.get('target_type'), user.user_type);
    const params = backend.db.additionalParams.get('default');
    return response(200).json(
      ok({
        reasons: params?.reasons.map((item) => ({ ...item })) ?? [],
        relationships: params?.relationships.map((item) => ({ ...item })) ?? [],
        source_of_funds: params?.source_of_funds.map((item) => ({ ...item })) ?? [],
        // The description rule in the rule-library syntax (spec A §5 customRegex, §9 max 105); a business
        // payment needs one (its reference on the recipient's statement).
        validations: {
          description: [
            ...(targetType === 'send_money_business' ? ['required'] : []),
            'max:105',
            `customRegex:${params?.validations.description ?? '^[A-Za-z -]*$'}`,
          ],
        },
      }),
    );
  }),

  mainHttp.get('/api/v2/main/receiving-methods', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const q = searchParams(request);
    const currency = q.get('currency');
    const country = q.get('country');
    if (currency && !/^[A-Z]{3}$/.test(currency))
      throw invalid('currency', 'The selected currency is invalid.');
    if (country && !backend.db.countries.get(country))
      throw invalid('country', 'The selected country is invalid.');
    const offered = receivingMethodsFor(currency, country);
    const recipientId = q.get('recipient_id');
    if (!recipientId) return response(200).json(ok(offered));
    // A contact receives only by the methods it registered in that currency; one with none yet by any.
    const { receiving_methods: registered } = recipientOf(scope, recipientId);
    const own = registered.filter((method) => !currency || method.currency === currency);
    return response(200).json(
      ok(
        registered.length === 0
          ? offered
          : offered.filter((option) => own.some((method) => method.type === option.type)),
      ),
    );
  }),

  mainHttp.post('/api/v2/main/send-money/fees', async ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const body = await readJson<TransferBody>(request);
    requireFields(body, ['source_currency', 'target_currency', 'amount', 'recipient_id', 'receiving_method']);
    const quote = quoteTransfer(body);
    checkRecipientMethod(recipientOf(scope, body.recipient_id), quote.method, quote.target);
    return response(200).json(
      ok({ fee: quote.fee, rate: quote.rate, total: quote.total, receive_amount: quote.receive_amount }),
    );
  }),

  mainHttp.post('/api/v2/main/send-money', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requireOnboarded(user);
    requirePermission(user, 'create-payout');
    const body = await readJson<TransferBody>(request);
    requireFields(body, [
      'source_currency',
      'target_currency',
      'amount',
      'recipient_id',
      'receiving_method',
      'target_type',
    ]);
    const quote = quoteTransfer(body);
    checkTargetType(body.target_type, user.user_type);
    const contact = recipientOf(scope, body.recipient_id);
    checkRecipientMethod(contact, quote.method, quote.target);
    const params = backend.db.additionalParams.get('default');
    for (const [field, list] of [
      ['reason', params?.reasons],
      ['relationship', params?.relationships],
      ['source_of_funds', params?.source_of_funds],
    ] as const) {
      const value = body[field];
      if (value !== undefined && !list?.some((item) => item.id === value))
        throw invalid(field, `The selected ${field.replace(/_/g, ' ')} is invalid.`);
    }
    const description = checkDescription(body.description);
    if (!description && body.target_type === 'send_money_business')
      throw invalid('description', 'The description field is required.');
    requireAccount(scope, quote.source, 'source_currency', 'send');
    if (toUsd(quote.amount, quote.source) > sendLimitUsd(user.verified))
      throw failure(422, 'Maximum money sending limit reached.', {
        amount: ['Maximum money sending limit reached.'],
      });
    requireFunds(scope, quote.source, quote.total);
    moveAvailable(scope, quote.source, -quote.total);
    const name = `${contact.first_name} ${contact.last_name}`;
    const transaction = recordTransaction(backend, scope, {
      type: 'send_money',
      status: quote.method === 'e_wallet' ? 'success' : 'in_progress',
      amount: quote.amount,
      fee: quote.fee,
      currency: quote.source,
      direction: 'out',
      description: description || `Money sent to ${name}`,
      counterparty: { name, email: contact.email },
      payment_method: quote.method,
    });
    return response(200).json(ok(transaction, `${quote.amount} ${quote.source} sent to ${name}.`));
  }),

  mainHttp.post('/api/v2/main/convert-money/quote', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ from: string; to: string; amount: number }>(request);
    requireFields(body, ['from', 'to', 'amount']);
    const quote = checkConversion(user, body);
    return response(200).json(
      ok({
        rate: quote.rate,
        fee: quote.fee,
        receive_amount: quote.receive_amount,
        expires_at: isoDateTime(backend.now() + 30_000),
      }),
    );
  }),

  mainHttp.post('/api/v2/main/convert-money', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requireOnboarded(user);
    requirePermission(user, 'create-payout');
    const body = await readJson<{ from: string; to: string; amount: number }>(request);
    requireFields(body, ['from', 'to', 'amount']);
    const quote = checkConversion(user, body);
    requireAccount(scope, quote.from, 'from', 'convert');
    if (!accountOf(scope, quote.to))
      throw failure(422, CONVERT_FAILED, { to: [`You don't have a ${quote.to} account.`] });
    requireFunds(scope, quote.from, quote.amount);
    moveAvailable(scope, quote.from, -quote.amount);
    moveAvailable(scope, quote.to, quote.receive_amount);
    const description = `Currency conversion ${quote.from} to ${quote.to}`;
    const out = recordTransaction(backend, scope, {
      type: 'convert',
      status: 'success',
      amount: quote.amount,
      fee: quote.fee,
      currency: quote.from,
      direction: 'out',
      description,
    });
    recordTransaction(backend, scope, {
      type: 'convert',
      status: 'success',
      amount: quote.receive_amount,
      fee: 0,
      currency: quote.to,
      direction: 'in',
      description,
    });
    return response(200).json(
      ok(out, `Converted ${quote.amount} ${quote.from} to ${quote.receive_amount} ${quote.to}.`),
    );
  }),

  ...fundingHandlers(backend),
];
