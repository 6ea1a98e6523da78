import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

/** GET /api/v2/qr/info/{code}: the code's merchant, amount, currency, payment order country and expiry. */
export const qrInfoQuery = (code: string) =>
  queryOptions({
    queryKey: ['qr', 'info', code],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/qr/info/{code}', { params: { path: { code } } }))).data,
    // A 404 is an answer (not found, expired), not a hiccup to retry.
    retry: false,
    refetchOnWindowFocus: false,
  });

export type QrInfo = Awaited<ReturnType<NonNullable<ReturnType<typeof qrInfoQuery>['queryFn']>>>;

/** POST /api/v2/qr/pay/{code}; a sticker sends the typed amount. */
export async function payQr(code: string, country_code: string, amount: number | undefined) {
  const body = await unwrap(
    api.main.POST('/api/v2/qr/pay/{code}', {
      params: { path: { code } },
      body: amount === undefined ? { country_code } : { country_code, amount },
    }),
  );
  return body.data;
}

/** GET /api/v2/qr/status/{code}, asked while the payment is processing. */
export async function qrPaymentStatus(code: string) {
  return (await unwrap(api.main.GET('/api/v2/qr/status/{code}', { params: { path: { code } } }))).data;
}
