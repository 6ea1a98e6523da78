/**
 * What the Pay by Banque return page says (spec B §2 /paybybanque/{status}, §4 payment result: no money moves
 * on a failure or a cancellation). The bank sends the person back to success, failed or cancelled; the server
 * confirms and may answer pending while the bank has not settled.
 */
export const RETURN_STATUSES = ['success', 'failed', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export type PaymentOutcome = 'successful' | 'pending' | 'failed' | 'cancelled';

export const isReturnStatus = (value: unknown): value is ReturnStatus =>
  (RETURN_STATUSES as readonly unknown[]).includes(value);

export interface ResultView {
  outcome: PaymentOutcome;
  /** Text keys of the accounts namespace. */
  title: string;
  body: string;
  tone: 'success' | 'waiting' | 'failure';
  /** The main way on: the account the money went to, or another try. */
  next: 'account' | 'retry';
}

const VIEWS: Record<PaymentOutcome, Omit<ResultView, 'outcome' | 'body'> & { body: [string, string] }> = {
  successful: {
    title: 'payByBanque.result.successful.title',
    body: ['payByBanque.result.successful.bodyAmount', 'payByBanque.result.successful.body'],
    tone: 'success',
    next: 'account',
  },
  pending: {
    title: 'payByBanque.result.pending.title',
    body: ['payByBanque.result.pending.bodyAmount', 'payByBanque.result.pending.body'],
    tone: 'waiting',
    next: 'account',
  },
  failed: {
    title: 'payByBanque.result.failed.title',
    body: ['payByBanque.result.failed.body', 'payByBanque.result.failed.body'],
    tone: 'failure',
    next: 'retry',
  },
  cancelled: {
    title: 'payByBanque.result.cancelled.title',
    body: ['payByBanque.result.cancelled.body', 'payByBanque.result.cancelled.body'],
    tone: 'failure',
    next: 'retry',
  },
};

/**
 * The view of a confirmed result; the text with the amount when the server named one.
 *
 * @example resultView('successful', true).body; // 'payByBanque.result.successful.bodyAmount'
 * @example resultView('cancelled', false).next; // 'retry'
 */
export function resultView(outcome: PaymentOutcome, withAmount: boolean): ResultView {
  const { body, ...rest } = VIEWS[outcome];
  return { outcome, ...rest, body: withAmount ? body[0] : body[1] };
}
