import { PERSONA_ID } from '../personas';
import { DAY_MS, REFERENCE_MS, isoDateTime } from '../random';
import type { Owned, PaymentRequest } from '../types';

/** How long a payment request can be paid (spec silent; docs/assumptions.md). */
export const PAYMENT_REQUEST_TTL_MS = 30 * DAY_MS;

const at = (days: number) => isoDateTime(REFERENCE_MS + days * DAY_MS);

/**
 * merchant@'s requests, one per state: one paid, one past its date (expired) and one a payer can still pay
 * (its date far ahead so it stays open whatever the demo clock says).
 */
export function seedPaymentRequests(): Owned<PaymentRequest>[] {
  const base = { user_id: PERSONA_ID.merchant, transaction_id: null };
  return [
    {
      ...base,
      id: 'PRK7Q2M4D',
      currency: 'USD',
      amount: 480,
      payer_email: 'accounts@northwind.example',
      note: 'Website maintenance, October',
      status: 'paid',
      created_at: at(-20),
      expires_at: at(10),
      paid_at: at(-18),
      payer_name: 'Northwind Traders',
      payment_method: 'card',
    },
    {
      ...base,
      id: 'PRX3B8N1T',
      currency: 'USD',
      amount: 95.5,
      payer_email: 'li.wei@example.com',
      note: 'Design workshop seat',
      status: 'pending',
      created_at: at(-45),
      expires_at: at(-15),
      paid_at: null,
      payer_name: null,
      payment_method: null,
    },
    {
      ...base,
      id: 'PRW5H9C2L',
      currency: 'USD',
      amount: 1250,
      payer_email: 'finance@contoso.example',
      note: 'Consulting, November',
      status: 'pending',
      created_at: at(-2),
      expires_at: at(3650),
      paid_at: null,
      payer_name: null,
      payment_method: null,
    },
  ];
}
