import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

/** A public event page (GET /api/public/e/{slug}: no login, spec B §7); a missing one is not retried. */
export const usePublicEvent = (slug: string | undefined) =>
  useQuery({
    queryKey: ['ticketing', 'public-event', slug],
    enabled: slug !== undefined,
    queryFn: async () =>
      (await unwrap(api.ticketing.GET('/api/public/e/{slug}', { params: { path: { slug: slug ?? '' } } })))
        .data,
    retry: false,
  });

export type PublicEvent = NonNullable<ReturnType<typeof usePublicEvent>['data']>;
