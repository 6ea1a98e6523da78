import type { UserScope } from '../../store/db';
import { DAY_MS, pad, reportDate, roundTo } from '../../store/random';
import type { Owned, ProcessingTransaction, Settlement, Subscription } from '../../store/types';
import type { MainSchema } from './shared';

type WalletStatus = MainSchema<'ProcessingTransaction'>['status'];
type RefundStatus = NonNullable<MainSchema<'ProcessingTransaction'>['refund_status']>;

/** The store keeps the processor's own words; the API speaks the wallet statuses of spec A §4. */
const STATUS: Record<string, WalletStatus> = {
  successful: 'success',
  success: 'success',
  failed: 'rejected',
  cancelled: 'rejected',
  processing: 'in_progress',
  in_progress: 'in_progress',
  pending: 'pending',
  requested: 'pending',
  confirmed: 'success',
  partial: 'success',
  rejected: 'rejected',
  bank_rejected: 'rejected',
  opened: 'in_progress',
  won: 'success',
  lost: 'rejected',
};
const REFUND_STATES: readonly RefundStatus[] = [
  'requested',
  'rejected',
  'confirmed',
  'bank_rejected',
  'partial',
];
const isRefundState = (status: string): status is RefundStatus =>
  (REFUND_STATES as readonly string[]).includes(status);
const FAILED_REFUNDS = ['rejected', 'bank_rejected'];

export const walletStatus = (status: string): WalletStatus => STATUS[status] ?? 'pending';

/** 2.9 % + 0.30 on money that came in; nothing on the rest. */
export const processingFee = (row: Pick<ProcessingTransaction, 'type' | 'amount'>): number =>
  row.type === 'payment' || row.type === 'capture' ? roundTo(row.amount * 0.029 + 0.3, 2) : 0;

export interface RefundLedger {
  refunds: Map<string, Owned<ProcessingTransaction>[]>;
  refundable: Map<string, boolean>;
}

/** Refunds by order id and which payment methods can refund, built once per request. */
export function refundLedger(scope: UserScope): RefundLedger {
  const refunds = new Map<string, Owned<ProcessingTransaction>[]>();
  for (const row of scope.processingTransactions.filter((r) => r.type === 'refund'))
    refunds.set(row.order_id, [...(refunds.get(row.order_id) ?? []), row]);
  const refundable = new Map(scope.paymentMethods.all().map((method) => [method.name, method.refundable]));
  return { refunds, refundable };
}

/** What is left to refund of a payment (failed refunds give the money back to refund). */
export function refundableAmount(row: ProcessingTransaction, ledger: RefundLedger): number {
  const refunded = (ledger.refunds.get(row.order_id) ?? [])
    .filter((refund) => refund.id !== row.id && !FAILED_REFUNDS.includes(refund.status))
    .reduce((sum, refund) => sum + refund.amount, 0);
  return roundTo(Math.max(0, row.amount - refunded), 2);
}

export function toProcessingTransaction(
  row: ProcessingTransaction,
  ledger: RefundLedger,
): MainSchema<'ProcessingTransaction'> {
  const refunds = (ledger.refunds.get(row.order_id) ?? []).filter((refund) => refund.id !== row.id);
  const latest = refunds[refunds.length - 1];
  const refundStatus = row.type === 'refund' ? row.status : (latest?.status ?? null);
  const status = walletStatus(row.status);
  return {
    id: row.id,
    date: { ...row.date },
    payment_method: row.payment_method,
    amount: row.amount,
    fee: processingFee(row),
    currency: row.currency,
    order_id: row.order_id,
    type: row.type,
    status,
    refund_status: refundStatus && isRefundState(refundStatus) ? refundStatus : null,
    refundable:
      (row.type === 'payment' || row.type === 'capture') &&
      status === 'success' &&
      ledger.refundable.get(row.payment_method) !== false &&
      refundableAmount(row, ledger) > 0,
    customer: null,
    subscription_id: null,
  };
}

const SETTLEMENT_STATUSES = ['pending', 'in_progress', 'settled', 'rejected'] as const;

export const toSettlement = (row: Owned<Settlement>): MainSchema<'Settlement'> => ({
  id: row.id,
  date: { ...row.date },
  amount: row.amount,
  fee: row.fee,
  net: row.net,
  currency: row.currency,
  status: SETTLEMENT_STATUSES.find((status) => status === row.status) ?? 'pending',
});

const number = (id: string) => Number(id.replace(/\D/g, '')) || 0;
const INTERVALS = ['day', 'week', 'month', 'year'] as const;
const intervalOf = (value: string) => INTERVALS.find((interval) => interval === value) ?? 'month';

/** Moves an ISO date-time back by `count` billing intervals. */
function back(iso: string, interval: (typeof INTERVALS)[number], count: number): Date {
  const date = new Date(iso);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() - count);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() - 7 * count);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() - count);
  else date.setUTCFullYear(date.getUTCFullYear() - count);
  return date;
}

/** Charges so far: 1–6 periods before the next billing date (trials have none yet). */
const chargeCount = (row: Subscription) => (row.status === 'trial' ? 0 : (number(row.id) % 6) + 1);

export const toSubscription = (row: Owned<Subscription>): MainSchema<'Subscription'> => {
  const interval = intervalOf(row.interval);
  // A trial started two weeks before its first charge; the others with their first charge.
  const created =
    row.status === 'trial'
      ? new Date(Date.parse(row.next_billing_at) - 14 * DAY_MS)
      : back(row.next_billing_at, interval, chargeCount(row));
  return {
    id: row.id,
    customer: { ...row.customer },
    plan: row.plan,
    amount: row.amount,
    currency: row.currency,
    interval,
    status: row.status,
    next_billing_at: row.status === 'cancelled' ? null : row.next_billing_at,
    created_at: created.toISOString().slice(0, 19) + 'Z',
  };
};

/** The recurring charges of the subscriptions, derived from each one's plan and billing dates. */
export function subscriptionCharges(
  rows: readonly Owned<Subscription>[],
  nowMs: number,
): MainSchema<'ProcessingTransaction'>[] {
  return rows.flatMap((row) => {
    const n = number(row.id);
    return Array.from({ length: chargeCount(row) }, (_, i) => {
      const k = i + 1;
      const at = back(row.next_billing_at, intervalOf(row.interval), k);
      const failed = (n + k) % 9 === 0;
      return {
        id: `sbt_${pad(n, 4)}_${pad(k, 2)}`,
        date: reportDate(at.toISOString().slice(0, 19) + 'Z'),
        payment_method: n % 2 ? 'Visa' : 'Mastercard',
        amount: row.amount,
        fee: processingFee({ type: 'payment', amount: row.amount }),
        currency: row.currency,
        order_id: `SUB-${pad(n, 4)}-${pad(k, 2)}`,
        type: 'payment' as const,
        status: failed ? ('rejected' as const) : ('success' as const),
        refund_status: null,
        refundable: false,
        customer: { ...row.customer },
        subscription_id: row.id,
      };
    }).filter((charge) => Date.parse(charge.date.txnDateString) <= nowMs);
  });
}

/** Report filters shared by the transaction lists: date range (inclusive days), currency and status. */
export function reportFilter(filters: {
  date_from: string | null;
  date_to: string | null;
  currency: string | null;
  status: string | null;
}) {
  return (row: { date: { txnDateString: string }; currency: string; status: string }) => {
    const day = row.date.txnDateString.slice(0, 10);
    return (
      (!filters.date_from || day >= filters.date_from) &&
      (!filters.date_to || day <= filters.date_to) &&
      (!filters.currency || row.currency === filters.currency) &&
      (!filters.status || row.status === filters.status)
    );
  };
}
