import { useParams, useSearchParams } from 'react-router';
import { useSessionValues } from './session-values';

/**
 * The values a page's config reads with `$session`, `$route` and `$query` refs: the signed-in person, the
 * address's parameters and its query string. Every config-driven page (form, detail, wizard) starts from these.
 */
export function usePageSources() {
  const route = useParams();
  const [query] = useSearchParams();
  const session = useSessionValues();
  return { session, route, query };
}
