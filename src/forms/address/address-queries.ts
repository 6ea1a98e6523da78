import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { LocalizedAddressConfig } from './address-fields';

/** Every country with its code and English name (settings service); reference data, kept for the visit. */
export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: async () => (await unwrap(api.settings.GET('/api/public/v1/countries'))).data,
  staleTime: Infinity,
});

/**
 * One country's address config (GET /api/v2/localized-addresses?country_code=XX), or null when the server has
 * none for it. A failed read is not retried and not reported: the field falls back to plain inputs (spec A §7).
 */
export const addressConfigQuery = (country: string) =>
  queryOptions({
    queryKey: ['localized-address', country],
    queryFn: async (): Promise<LocalizedAddressConfig | null> => {
      const answer = await unwrap(
        api.main.GET('/api/v2/localized-addresses', { params: { query: { country_code: country } } }),
      );
      return answer.data.find((config) => config.country_code === country) ?? null;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useCountries = () => useQuery(countriesQuery);

export function useAddressConfig(country: string | undefined) {
  return useQuery({ ...addressConfigQuery(country ?? ''), enabled: Boolean(country) });
}
