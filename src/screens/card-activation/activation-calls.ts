import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { IdentityDraft } from '@/screens/card-identity/identity-password-rules';
import { activationBody, type CardDetails } from './activation-form';

export const debitCardKey = (cardId: string) => ['debit-card', cardId] as const;

/** One debit card (GET /api/v2/issuing/cards/{public_id}); a 404 is an answer, not a hiccup. */
export function useDebitCard(cardId: string | undefined) {
  return useQuery({
    queryKey: debitCardKey(cardId ?? ''),
    enabled: Boolean(cardId),
    queryFn: async () =>
      (
        await unwrap(
          api.main.GET('/api/v2/issuing/cards/{public_id}', {
            params: { path: { public_id: cardId ?? '' } },
          }),
        )
      ).data,
  });
}

/** Sends the 6-digit code to the user (spec A §4: when leaving the identity step). */
export function useGenerateOtp() {
  return useMutation({
    mutationFn: () => unwrap(api.main.GET('/api/v2/main/otp/generate')),
  });
}

/** POST …/activate; success refreshes every cached read (the card list, this card, the profile's card). */
export function useActivateCard(cardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ details, password }: { details: CardDetails; password: IdentityDraft }) =>
      (
        await unwrap(
          api.main.POST('/api/v2/issuing/cards/{public_id}/activate', {
            params: { path: { public_id: cardId } },
            body: activationBody(details, password),
          }),
        )
      ).data,
    onSuccess: () => client.invalidateQueries(),
  });
}
