import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/generated/main';

export type PublicInvoice = components['schemas']['PublicInvoice'];
export type PaymentResult = components['schemas']['PaymentResult'];

export const publicInvoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ['pay-invoice', id],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/invoicing/public/invoices/{id}', { params: { path: { id } } })))
        .data,
    // A 404 is an answer (not found), not a hiccup to retry.
    retry: false,
  });

export async function payInvoice(
  id: string,
  body: { payer_email: string; payment_method: 'card' | 'wallet' | 'bank_transfer'; payer_name?: string },
): Promise<PaymentResult> {
  return (
    await unwrap(
      api.main.POST('/api/v2/invoicing/public/invoices/{id}/pay', { params: { path: { id } }, body }),
    )
  ).data;
}
