import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

/** The user's currency accounts (GET /api/v2/main/balance): home and the sidebar's account list share it. */
export const balancesQuery = queryOptions({
  queryKey: ['balances', 'main'],
  queryFn: async () => (await unwrap(api.main.GET('/api/v2/main/balance'))).data,
});

export const useBalances = () => useQuery(balancesQuery);
