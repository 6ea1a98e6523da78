import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/generated/main';
import { sessionQueryKey } from '@/session/session-query';

type Session = components['schemas']['AuthSession'];
type FeatureAck = components['schemas']['FeatureAck'];

const withAck = (session: Session | null | undefined, ack: FeatureAck) =>
  session ? { ...session, user: { ...session.user, feature_ack: ack } } : session;

/**
 * Acknowledges a feature (POST /api/v2/main/feature-ack `{ feature }`): a dismissed promotion, or the test-mode
 * welcome page seen once.
 *
 * Spec A §7 says this call shows no progress indicator, so it is a plain API call outside TanStack Query: the
 * progress bar watches `useIsFetching`/`useIsMutating` and never sees it. The cached session is updated first
 * (so the dialog cannot reopen while the call runs) and then with the server's map.
 *
 * @example await acknowledgeFeature(queryClient, 'virtual_account_ach');
 */
export async function acknowledgeFeature(queryClient: QueryClient, feature: string): Promise<void> {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    withAck(session, { ...session?.user.feature_ack, [feature]: true }),
  );
  const body = await unwrap(api.main.POST('/api/v2/main/feature-ack', { body: { feature } }));
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    withAck(session, { ...session?.user.feature_ack, ...body.data.feature_ack, [feature]: true }),
  );
}
