import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, requireCaller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok, paged } from '../../respond';
import { runQuery } from '../../store/list-query';
import { reportDate } from '../../store/random';
import type { UserRow } from '../../store/types';
import {
  refundableAmount,
  refundLedger,
  reportFilter,
  subscriptionCharges,
  toProcessingTransaction,
  toSettlement,
  toSubscription,
} from './processing-model';
import { inTestMode } from './processing-simulation';
import {
  filterParam,
  invalid,
  isValidAmount,
  listQuery,
  nowIso,
  readOptionalJson,
  requireAcl,
  requireBusiness,
  type MainBody,
} from './shared';

const filtersOf = (request: Request) => ({
  date_from: filterParam(request, 'date_from'),
  date_to: filterParam(request, 'date_to'),
  currency: filterParam(request, 'currency'),
  status: filterParam(request, 'status'),
});

/** Refunds can be switched off per account (spec B §6); no persona has the flag off by default. */
const refundsDisabled = (user: UserRow) =>
  (user.feature_accesses as Record<string, boolean>).refund === false;

export const processingReportHandlers = (backend: DemoBackend): HttpHandler[] => {
  const reports = (request: Request, role: string) => {
    const caller = requireCaller(backend, request);
    requireBusiness(caller.user);
    requireAcl(caller.user, role);
    return caller;
  };

  return [
    mainHttp.get('/api/v2/processing/reports/settlements', ({ request, response }) => {
      const { scope } = reports(request, 'view-payout');
      const page = scope.settlements.list(
        listQuery(
          request,
          { where: reportFilter(filtersOf(request)), search_fields: ['id', 'currency', 'status'] },
          'date.txnDateString',
        ),
      );
      return response(200).json(paged({ ...page, data: page.data.map(toSettlement) }));
    }),

    mainHttp.get('/api/v2/processing/reports/transactions', ({ request, response }) => {
      const { scope } = reports(request, 'view-transaction');
      const ledger = refundLedger(scope);
      const type = filterParam(request, 'type');
      const method = filterParam(request, 'payment_method');
      const within = reportFilter(filtersOf(request));
      // Test mode lists only the simulator's test payments; live mode only the real ones.
      const test = inTestMode(request);
      const rows = scope.processingTransactions
        .filter((row) => (row.test === true) === test)
        .map((row) => toProcessingTransaction(row, ledger));
      const query = listQuery<(typeof rows)[number]>(
        request,
        {
          where: (row) =>
            within(row) && (!type || row.type === type) && (!method || row.payment_method === method),
          search_fields: ['id', 'order_id', 'payment_method'],
        },
        'date.txnDateString',
      );
      return response(200).json(paged(runQuery(rows, query)));
    }),

    mainHttp.get('/api/v2/processing/reports/transactions/{id}', ({ request, params, response }) => {
      const { scope } = reports(request, 'view-transaction');
      const row = found(scope.processingTransactions.get(params.id), 'Transaction not found.');
      return response(200).json(ok(toProcessingTransaction(row, refundLedger(scope))));
    }),

    mainHttp.post(
      '/api/v2/processing/reports/transactions/{id}/refund',
      async ({ request, params, response }) => {
        const { user, scope } = reports(request, 'view-transaction');
        if (refundsDisabled(user)) throw failure(403, MESSAGES.featureUnavailable);
        const body = await readOptionalJson<MainBody<'refundProcessingTransaction'>>(request);
        const row = found(scope.processingTransactions.get(params.id), 'Transaction not found.');
        const ledger = refundLedger(scope);
        if (ledger.refundable.get(row.payment_method) === false)
          throw failure(422, 'This payment method is non-refundable');
        const current = toProcessingTransaction(row, ledger);
        if (!current.refundable)
          throw failure(422, 'This transaction cannot be refunded.', { id: [current.status] });
        const left = refundableAmount(row, ledger);
        const amount = body.amount ?? left;
        if (!isValidAmount(amount, row.currency) || amount > left)
          throw invalid('amount', `The amount must be between 0.01 and ${left}.`, 'Invalid amount');
        if (body.reason !== undefined && (typeof body.reason !== 'string' || body.reason.length > 255))
          throw invalid('reason', 'The reason may not exceed 255 characters.');
        scope.processingTransactions.insert({
          date: reportDate(nowIso(backend)),
          payment_method: row.payment_method,
          amount,
          currency: row.currency,
          order_id: row.order_id,
          type: 'refund',
          status: 'requested',
        });
        const refunded = toProcessingTransaction(row, refundLedger(scope));
        return response(200).json(ok(refunded, 'Refund requested.'));
      },
    ),

    mainHttp.get('/api/v2/processing/tokidoki/subscriptions', ({ request, response }) => {
      const { scope } = reports(request, 'view-subscription');
      const status = filterParam(request, 'status');
      const rows = scope.subscriptions.all().map(toSubscription);
      const query = listQuery<(typeof rows)[number]>(request, {
        where: status ? (row) => row.status === status : undefined,
        search_fields: ['id', 'plan', 'customer.name', 'customer.email'],
      });
      return response(200).json(paged(runQuery(rows, query)));
    }),

    mainHttp.get('/api/v2/processing/tokidoki/subscriptions/{id}', ({ request, params, response }) => {
      const { scope } = reports(request, 'view-subscription');
      const row = found(scope.subscriptions.get(params.id), 'Subscription not found.');
      return response(200).json(ok(toSubscription(row)));
    }),

    mainHttp.get('/api/v2/processing/tokidoki/transactions', ({ request, response }) => {
      const { scope } = reports(request, 'view-subscription');
      const subscription = filterParam(request, 'subscription_id');
      const within = reportFilter(filtersOf(request));
      const rows = subscriptionCharges(scope.subscriptions.all(), backend.now());
      const query = listQuery<(typeof rows)[number]>(
        request,
        {
          where: (row) => within(row) && (!subscription || row.subscription_id === subscription),
          search_fields: ['id', 'order_id', 'customer.name', 'customer.email'],
        },
        'date.txnDateString',
      );
      return response(200).json(paged(runQuery(rows, query)));
    }),
  ];
};
