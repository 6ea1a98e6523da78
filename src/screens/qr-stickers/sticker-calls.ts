import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { stickerCodes } from './sticker-logic';

/** The business name on the sticker and the static code it prints. */
export function useSticker() {
  const profile = useQuery({
    queryKey: ['processing', 'merchant-public-profile'],
    queryFn: async () => (await unwrap(api.main.GET('/api/v2/processing/merchant-public-profile'))).data,
  });
  const codes = useQuery({
    queryKey: ['processing', 'qr-payments', 'sticker'],
    queryFn: async () =>
      (
        await unwrap(
          api.main.GET('/api/v2/processing/qr-payments', {
            params: { query: { 'filter[type]': 'static', 'filter[status]': 'active', per_page: 100 } },
          }),
        )
      ).data,
  });
  return {
    business: profile.data?.business_name ?? null,
    codes: codes.data ? stickerCodes(codes.data) : [],
    pending: profile.isPending || codes.isPending,
    // Without a public profile the account's name goes on the sticker; without the codes there is no sticker.
    error: codes.error,
    retry: () => void codes.refetch(),
  };
}
