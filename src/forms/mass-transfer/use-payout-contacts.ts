import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

/** Every transfer contact of the user, favourites first then by first name (spec A §7 contacts call). */
export function usePayoutContacts() {
  return useQuery({
    queryKey: ['contacts', 'all', 'payouts'],
    queryFn: async () =>
      (
        await unwrap(
          api.main.GET('/api/v2/main/contacts', {
            params: { query: { prefer_favorite: 1, sort_by: 'first_name', order_by: 'asc', all: 1 } },
          }),
        )
      ).data,
    staleTime: 60_000,
  });
}

export type PayoutContactRow = NonNullable<ReturnType<typeof usePayoutContacts>['data']>[number];

export const contactName = (contact: Pick<PayoutContactRow, 'first_name' | 'last_name'>): string =>
  [contact.first_name, contact.last_name].filter(Boolean).join(' ');
