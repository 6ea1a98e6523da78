import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { useSession } from '@/session/session-query';
import { oauthClientQuery, type OauthClient } from './oauth-calls';
import { readOauthRequest, refusalOf, type OauthRequest } from './oauth-request';
import { RefusedCard } from './refused-card';

export interface RequestContext {
  request: OauthRequest;
  client: OauthClient;
  /** The signed-in user's e-mail; undefined when signed out. */
  email: string | undefined;
}

/**
 * Reads the request from the address, has the server check it, and renders `children` only for a request that
 * may go on: an incomplete link, an unknown application or a redirect URL other than the registered one gets the
 * refusal card instead (the redirect URL is never followed); a failed check gets a retry.
 */
export function RequestView({ children }: { children: (context: RequestContext) => ReactNode }) {
  const { t } = useTranslation('oauth');
  const [search] = useSearchParams();
  const request = useMemo(() => readOauthRequest(search), [search]);
  const session = useSession();
  const client = useQuery({
    ...oauthClientQuery(request ?? { client_id: '', redirect_uri: '' }),
    enabled: Boolean(request),
  });
  const signedIn = Boolean(session.data);

  if (!request) return <RefusedCard refusal="incomplete" signedIn={signedIn} />;
  if (client.isPending || session.isPending) return <PageLoading />;
  if (client.isError) {
    const refusal = refusalOf(client.error);
    if (refusal) return <RefusedCard refusal={refusal} signedIn={signedIn} />;
    return <PageFailed message={t('errors.loadFailed')} onRetry={() => void client.refetch()} />;
  }
  return children({ request, client: client.data, email: session.data?.user.email });
}
