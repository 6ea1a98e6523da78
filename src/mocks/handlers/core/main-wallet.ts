import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok, paged } from '../../respond';
import { isoDate, REFERENCE_MS } from '../../store/random';
import { balanceId } from '../../store/schema';
import type { Owned, Transaction } from '../../store/types';
import { accountOf, checkCurrency, isAnchored, roundMoney, toBalanceAccount, toTransaction } from './money';
import { invalid, listQuery, requireEntityFeature, requirePermission, searchParams } from './shared';

const STATUSES = ['pending', 'success', 'rejected', 'pending_claim', 'in_progress', 'waiting_for_transfer'];
const TYPES = [
  'send_money',
  'receive_money',
  'convert',
  'add_money',
  'withdrawal',
  'payout',
  'payment',
  'refund',
  'fee',
];

/** filter[...] of the transactions list as one predicate; unknown values are a 422. */
function transactionFilter(request: Request): (row: Owned<Transaction>) => boolean {
  const q = searchParams(request);
  const get = (name: string) => q.get(`filter[${name}]`) || null;
  const currency = get('currency');
  const status = get('status');
  const type = get('type');
  const from = get('date_from');
  const to = get('date_to');
  const card = get('card_public_id');
  if (currency && !/^[A-Z]{3}$/.test(currency))
    throw invalid('filter.currency', 'The selected currency is invalid.');
  if (status && !STATUSES.includes(status)) throw invalid('filter.status', 'The selected status is invalid.');
  if (type && !TYPES.includes(type)) throw invalid('filter.type', 'The selected type is invalid.');
  for (const [field, value] of [
    ['date_from', from],
    ['date_to', to],
  ] as const)
    if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw invalid(`filter.${field}`, `The ${field} is not a valid date.`);
  return (row) =>
    (!currency || row.currency === currency) &&
    (!status || row.status === status) &&
    (!type || row.type === type) &&
    (!from || row.created_at.slice(0, 10) >= from) &&
    (!to || row.created_at.slice(0, 10) <= to) &&
    (!card || row.card_public_id === card);
}

const SUBTYPE_ORDER = ['balance_available', 'balance_pending', 'balance_reserved'];

/** The balances in the documented order (available, pending, reserved): lists read `balances.0` as available. */
const inSubtypeOrder = <T extends { balances: { subtype: string }[] }>(account: T): T => ({
  ...account,
  balances: [...account.balances].sort(
    (a, b) => SUBTYPE_ORDER.indexOf(a.subtype) - SUBTYPE_ORDER.indexOf(b.subtype),
  ),
});

/** The twelve months up to the latest of the reference date and now, as YYYY-MM, oldest first. */
function lastTwelveMonths(nowMs: number): string[] {
  const end = new Date(Math.max(nowMs, REFERENCE_MS));
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - (11 - i), 1));
    return isoDate(d.getTime()).slice(0, 7);
  });
}

/** Currency accounts, balances, wallet transactions and the money tracker (spec A §2 Wallet group). */
export const walletHandlers = (backend: DemoBackend): HttpHandler[] => [
  // ?currency=USD: only that account (the page of one account); an empty list when the user has none.
  mainHttp.get('/api/v2/main/balance', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const currency = searchParams(request).get('currency');
    if (currency && !/^[A-Z]{3}$/.test(currency))
      throw invalid('currency', 'The selected currency is invalid.');
    const rows = scope.balances.filter((row) => !currency || row.currency === currency);
    return response(200).json(ok(rows.map(toBalanceAccount).map(inSubtypeOrder)));
  }),

  // The "other" scope: accounts kept outside the main wallet, i.e. the anchored-currency ones (spec A §9).
  mainHttp.get('/api/v2/other/balance', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(
      ok(scope.balances.filter((row) => isAnchored(row.currency)).map(toBalanceAccount)),
    );
  }),

  mainHttp.post('/api/v2/main/accounts', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    const body = await readJson<{ currency: string }>(request);
    requireFields(body, ['currency']);
    const currency = checkCurrency(body.currency, 'currency');
    requireEntityFeature(user, 'add_account');
    const failed = `Failed to create the Local ${currency} Account`;
    const known = backend.db.currencies.get(currency);
    if (!known?.supported || accountOf(scope, currency)) throw failure(422, failed, { currency: [failed] });
    const row = scope.balances.insert({
      id: balanceId(scope.ownerId, currency),
      currency,
      balances: [
        { subtype: 'balance_available', balance: 0 },
        { subtype: 'balance_pending', balance: 0 },
        { subtype: 'balance_reserved', balance: 0 },
      ],
      anchored_currency: known.anchored,
    });
    return response(200).json(ok(toBalanceAccount(row), `Your ${currency} account is ready.`));
  }),

  mainHttp.get('/api/v2/main/transactions', ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'view-transaction');
    const query = listQuery<Owned<Transaction>>(request, {
      sortable: ['created_at', 'amount', 'status', 'type'],
      searchFields: [
        'id',
        'description',
        'counterparty.name',
        'counterparty.email',
        'order_id',
        'payment_method',
      ],
    });
    const where = transactionFilter(request);
    // Rows are stored newest first; without sort_by that order stands.
    const page = scope.transactions.list({ ...query, where });
    return response(200).json(paged({ ...page, data: page.data.map(toTransaction) }));
  }),

  mainHttp.get('/api/v2/main/transactions/{id}', ({ request, params, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'view-transaction');
    const row = found(scope.transactions.get(params.id), 'This page could not be found');
    return response(200).json(ok(toTransaction(row)));
  }),

  mainHttp.get('/api/v2/main/money-tracker', ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requirePermission(user, 'view-transaction');
    const asked = searchParams(request).get('currency');
    if (asked && !/^[A-Z]{3}$/.test(asked)) throw invalid('currency', 'The selected currency is invalid.');
    const currency = asked ?? scope.balances.all()[0]?.currency ?? 'USD';
    const months = lastTwelveMonths(backend.now());
    const sums = new Map(months.map((month) => [month, { money_in: 0, money_out: 0 }]));
    for (const row of scope.transactions.filter((t) => t.currency === currency && t.status === 'success')) {
      const sum = sums.get(row.created_at.slice(0, 7));
      if (!sum) continue;
      if (row.direction === 'in') sum.money_in += row.amount;
      else sum.money_out += row.amount + row.fee;
    }
    return response(200).json(
      ok({
        currency,
        series: months.map((month) => {
          const sum = sums.get(month) ?? { money_in: 0, money_out: 0 };
          return {
            month,
            money_in: roundMoney(sum.money_in, currency),
            money_out: roundMoney(sum.money_out, currency),
          };
        }),
      }),
    );
  }),
];
