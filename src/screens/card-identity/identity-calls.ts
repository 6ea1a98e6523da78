import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

export const identityPasswordKey = (cardId: string) => ['card-identity-password', cardId] as const;

/** The card's current identity-check password (spec A §7 reveal-identity-password). */
export function useIdentityPassword(cardId: string) {
  return useQuery({
    queryKey: identityPasswordKey(cardId),
    queryFn: async () =>
      (
        await unwrap(
          api.main.GET('/api/v2/issuing/cards/{public_id}/reveal-identity-password', {
            params: { path: { public_id: cardId } },
          }),
        )
      ).data.password,
    // The dialog says the retrieval failed and offers its own retry: no silent second and third try.
    retry: false,
    // A password should not sit in the cache after the dialog closes.
    gcTime: 0,
  });
}

export interface IdentityPasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/** Changes the password (spec A §7 change-identity-password); on success the dialog shows the new one. */
export function useChangeIdentityPassword(cardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: IdentityPasswordChange) =>
      unwrap(
        api.main.POST('/api/v2/issuing/cards/{public_id}/change-identity-password', {
          params: { path: { public_id: cardId } },
          body,
        }),
      ),
    onSuccess: (_answer, body) => client.setQueryData(identityPasswordKey(cardId), body.new_password),
  });
}
