import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { ApiError, unwrap } from '@/api/errors';
import { sessionQueryKey } from '@/session/session-query';
import type { DebitCard } from './card-view';

export const debitCardsKey = ['debit-cards'] as const;

/**
 * The contract says success is always true on a 200, but the spec (A §7) reads `success`, so a 200 carrying
 * success false is refused like a 4xx instead of being taken for a success.
 */
function refuseFalse(answer: { success?: unknown; message?: unknown }): void {
  if (answer.success !== false) return;
  const message = typeof answer.message === 'string' ? answer.message : '';
  throw new ApiError({ message, statusCode: 422 });
}

/** The user's issued cards (GET /api/v2/issuing/cards). */
export function useDebitCards() {
  return useQuery({
    queryKey: debitCardsKey,
    queryFn: async (): Promise<DebitCard[]> => (await unwrap(api.main.GET('/api/v2/issuing/cards'))).data,
  });
}

/** E-mails the activation code (GET /api/v2/main/otp/generate); a 200 with success false is a failure too. */
export function useSendCode() {
  return useMutation({
    mutationFn: async () => {
      const answer = await unwrap(api.main.GET('/api/v2/main/otp/generate'));
      refuseFalse(answer);
      return answer;
    },
  });
}

/**
 * POST …/activate-virtual-card {second_factor_code}. A 200 whose success is false is thrown like a refusal, so
 * the caller has one place for both. Success refreshes the cards and the session (it lists them too).
 */
export function useActivateVirtualCard(publicId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const answer = await unwrap(
        api.main.POST('/api/v2/issuing/cards/{public_id}/activate-virtual-card', {
          params: { path: { public_id: publicId } },
          body: { second_factor_code: code },
        }),
      );
      refuseFalse(answer);
      return answer;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: debitCardsKey });
      void client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
