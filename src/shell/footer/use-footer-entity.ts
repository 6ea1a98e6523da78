import { useQuery } from '@tanstack/react-query';
import {
  allEntitiesQuery,
  type LegalEntity,
  entityByCountryQuery,
  geoCountryQuery,
} from '@/api/queries/entities';
import { useSession } from '@/session/session-query';
import { chooseFooterEntity, footerEntitySource, needsEntityList } from './footer-entity';

/**
 * The legal entity of the footer's copyright line (see footer-entity.ts). `pending` while reads are under way;
 * `entity` null after that only when every read failed.
 */
export function useFooterEntity(): { pending: boolean; entity: LegalEntity | null } {
  const session = useSession();
  const settled = !session.isPending;
  const source = footerEntitySource(session.data?.user);
  const visitor = settled && source.kind === 'visitor';
  const country = useQuery({ ...geoCountryQuery, enabled: visitor });
  const countryCode = country.data ?? '';
  const byCountry = useQuery({
    ...entityByCountryQuery(source.kind === 'visitor' ? source.userType : 'personal', countryCode),
    enabled: visitor && countryCode !== '',
  });
  const listNeeded =
    settled &&
    needsEntityList(
      source,
      { done: country.isFetched, value: country.data },
      { done: byCountry.isFetched, value: byCountry.data },
    );
  const all = useQuery({ ...allEntitiesQuery, enabled: listNeeded });
  const pending =
    !settled ||
    (visitor && (!country.isFetched || (countryCode !== '' && !byCountry.isFetched))) ||
    (listNeeded && !all.isFetched);
  if (pending) return { pending, entity: null };
  return { pending, entity: chooseFooterEntity({ source, byCountry: byCountry.data, all: all.data ?? [] }) };
}
