import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

/** The ISO currencies (GET /api/v2/currencies); reference data, so it is kept for the whole visit. */
export const currenciesQuery = queryOptions({
  queryKey: ['currencies'],
  queryFn: async () => (await unwrap(api.main.GET('/api/v2/currencies'))).data,
  staleTime: Infinity,
});

export const useCurrencies = () => useQuery(currenciesQuery);
