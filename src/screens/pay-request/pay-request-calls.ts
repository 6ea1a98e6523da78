import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/generated/main';

export type PublicPaymentRequest = components['schemas']['PublicPaymentRequest'];

export const paymentRequestQuery = (id: string) =>
  queryOptions({
    queryKey: ['pay-request', id],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/main/public/payment-requests/{id}', { params: { path: { id } } })))
        .data,
    // A 404 is an answer (no such request), not a hiccup to retry.
    retry: false,
  });

export async function payPaymentRequest(
  id: string,
  body: { payer_email: string; payment_method: 'card' | 'wallet'; payer_name?: string },
): Promise<PublicPaymentRequest> {
  return (
    await unwrap(
      api.main.POST('/api/v2/main/public/payment-requests/{id}/pay', { params: { path: { id } }, body }),
    )
  ).data;
}
