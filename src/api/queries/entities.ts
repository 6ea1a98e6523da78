import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/generated/settings';

/** A legal entity (spec A §3): name, long_name, long_regulation, terms-of-service links. */
export type LegalEntity = components['schemas']['Entity'];
export type UserType = 'personal' | 'business';

/** Reference data: kept for the whole visit. */
const REFERENCE = { staleTime: Infinity, retry: false } as const;

/** Optional key of the geo-IP service (spec A §7 "service-key header"); the demo backend needs none. */
const geoIpKey = (import.meta.env as Record<string, string | undefined>).VITE_GEO_IP_SERVICE_KEY;

/**
 * The visitor's country by IP (GET /api/v2/geo-ip), or null. Any failure, a 401 included (spec A §8: ignored),
 * is null: the caller falls back.
 */
export const geoCountryQuery = queryOptions({
  queryKey: ['geo-ip'],
  queryFn: async (): Promise<string | null> => {
    try {
      const headers = geoIpKey ? { 'X-Service-Key': geoIpKey } : undefined;
      const body = await unwrap(api.main.GET('/api/v2/geo-ip', { headers }));
      return body.data.country_code ?? null;
    } catch {
      return null;
    }
  },
  ...REFERENCE,
});

/** The entity serving a user type in a country (settings service, GET entity?type&country), or null on failure. */
export const entityByCountryQuery = (type: UserType, country: string) =>
  queryOptions({
    queryKey: ['entity', type, country],
    queryFn: async (): Promise<LegalEntity | null> => {
      try {
        const body = await unwrap(
          api.settings.GET('/api/public/v1/entity', { params: { query: { type, country } } }),
        );
        return body.data;
      } catch {
        return null;
      }
    },
    ...REFERENCE,
  });

/** Every legal entity (settings service, GET entities?all=1); an empty list on failure. */
export const allEntitiesQuery = queryOptions({
  queryKey: ['entities', 'all'],
  queryFn: async (): Promise<LegalEntity[]> => {
    try {
      const body = await unwrap(
        api.settings.GET('/api/public/v1/entities', { params: { query: { all: 1 } } }),
      );
      return body.data;
    } catch {
      return [];
    }
  },
  ...REFERENCE,
});
