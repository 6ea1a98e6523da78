import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { TransferLink } from './link-state';

export const transferLinkKey = (id: string) => ['transfer-link', id] as const;

/** One link (GET /api/v2/transfer-links/{id}); signed in or not, the server decides how much it shows. */
export function useTransferLink(id: string, signedIn: boolean) {
  return useQuery({
    // The view differs for a visitor and a participant: keep them apart in the cache.
    queryKey: [...transferLinkKey(id), signedIn],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/transfer-links/{id}', { params: { path: { id } } }))).data,
    // A 404 is an answer, not a hiccup.
    retry: false,
  });
}

type Action = 'reject' | 'revoke' | 'duplicate';

const call = (id: string, action: Action) => {
  const params = { params: { path: { id } } };
  switch (action) {
    case 'reject':
      return api.main.POST('/api/v2/transfer-links/{id}/reject', params);
    case 'revoke':
      return api.main.POST('/api/v2/transfer-links/{id}/revoke', params);
    case 'duplicate':
      return api.main.POST('/api/v2/transfer-links/{id}/duplicate', params);
  }
};

/**
 * The calls the page makes. Each success puts the returned link in the cache and drops the balances and
 * lists that moved; each failure reloads the link, since it may have changed state meanwhile.
 */
export function useLinkActions(id: string) {
  const client = useQueryClient();
  const settle = (link?: TransferLink) => {
    if (link && link.id === id) client.setQueriesData({ queryKey: transferLinkKey(id) }, link);
    void client.invalidateQueries({ queryKey: transferLinkKey(id), refetchType: link ? 'none' : 'active' });
    void client.invalidateQueries({ queryKey: ['balances'] });
  };
  const claim = useMutation({
    mutationFn: async (security_code: string) =>
      (
        await unwrap(
          api.main.POST('/api/v2/transfer-links/{id}/claim', {
            params: { path: { id } },
            body: { security_code },
          }),
        )
      ).data,
    onSuccess: (link) => settle(link),
    onError: () => settle(),
  });
  const act = useMutation({
    mutationFn: async (action: Action) => (await unwrap(call(id, action))).data,
    onSuccess: (link, action) => settle(action === 'duplicate' ? undefined : link),
    onError: () => settle(),
  });
  return { claim, act };
}
