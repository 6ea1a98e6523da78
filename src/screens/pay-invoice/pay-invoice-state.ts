/** What the public pay page shows for an invoice (spec B §4: paid, overdue, void, not found; and no id). */
export type PayView =
  | { kind: 'noId' }
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'paid' }
  | { kind: 'void' }
  | { kind: 'open'; overdue: boolean };

export interface PublicInvoiceLike {
  invoice: { status: string; due_date: string };
  amount_due: number;
}

/**
 * @param today YYYY-MM-DD: a sent invoice past its due date reads as overdue even before the server marks it.
 * @param error the load's failure status (404 → not found; anything else → a failure with a retry).
 */
export function payView(
  id: string | undefined,
  state: { data?: PublicInvoiceLike | undefined; errorStatus?: number | undefined; pending: boolean },
  today: string,
): PayView {
  if (!id?.trim()) return { kind: 'noId' };
  if (state.errorStatus !== undefined)
    return state.errorStatus === 404 ? { kind: 'notFound' } : { kind: 'failed' };
  if (state.pending || !state.data) return { kind: 'loading' };
  const { invoice, amount_due } = state.data;
  if (invoice.status === 'void') return { kind: 'void' };
  if (invoice.status === 'paid' || amount_due <= 0) return { kind: 'paid' };
  if (invoice.status === 'draft') return { kind: 'notFound' };
  return { kind: 'open', overdue: invoice.status === 'overdue' || invoice.due_date < today };
}

export const PAYMENT_METHODS = ['card', 'wallet', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Name fields: letters, dashes, apostrophes and spaces (spec B §5). */
const NAME = /^[\p{L}\p{M}' -]+$/u;

/** Field → message key (invoice-builder namespace) for the payer's form. */
export function payerErrors(payer: { name: string; email: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!EMAIL.test(payer.email.trim())) errors.payer_email = 'pay.emailInvalid';
  if (payer.name.trim() && !NAME.test(payer.name.trim())) errors.payer_name = 'pay.nameInvalid';
  return errors;
}
