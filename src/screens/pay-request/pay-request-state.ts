/** What the public page of a payment request shows (request-money's link, /pay/request/:id). */
export type PayRequestView =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'paid' }
  | { kind: 'expired' }
  | { kind: 'open' };

/** Spec B §9: a payment request id is PR plus seven characters. */
export const PAYMENT_REQUEST_ID = /^PR[A-Za-z0-9]{7}$/;

/**
 * @param errorStatus the load's failure status: 404 (or an id that cannot be one) reads as not found, anything
 * else as a failure with a retry.
 * @param now epoch ms: a pending request past its date reads as expired even before the server says so.
 */
export function payRequestView(
  id: string | undefined,
  state: {
    data?: { status: string; expires_at?: string | undefined } | undefined;
    errorStatus?: number | undefined;
    pending: boolean;
  },
  now: number,
): PayRequestView {
  if (!id || !PAYMENT_REQUEST_ID.test(id.trim())) return { kind: 'notFound' };
  if (state.errorStatus !== undefined)
    return state.errorStatus === 404 ? { kind: 'notFound' } : { kind: 'failed' };
  if (state.pending || !state.data) return { kind: 'loading' };
  const { status, expires_at } = state.data;
  if (status === 'paid') return { kind: 'paid' };
  if (status === 'expired' || (expires_at && Date.parse(expires_at) <= now)) return { kind: 'expired' };
  return { kind: 'open' };
}

/** YYYY/MM/DD of an ISO date-time (the dates the public pay pages show). */
export const slashDate = (iso: string): string => iso.slice(0, 10).replace(/-/g, '/');
