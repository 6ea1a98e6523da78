import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { ApiError, unwrap } from '@/api/errors';
import { useBalances } from '@/api/queries/balances';
import { useCurrencies } from '@/api/queries/currencies';
import { sessionQueryKey } from '@/session/session-query';
import { debitCardsKey } from '@/screens/debit-cards/use-debit-cards';
import { cardCurrencies, type OrderBody } from './order-choice';

/**
 * The currencies a card can be ordered in: the user's accounts (GET /main/balance) that the server supports
 * (GET /currencies). Both calls' state, so the page can wait for them or offer a retry.
 */
export function useCardCurrencies() {
  const balances = useBalances();
  const currencies = useCurrencies();
  const codes = useMemo(
    () => (balances.data && currencies.data ? cardCurrencies(balances.data, currencies.data) : undefined),
    [balances.data, currencies.data],
  );
  const names = useMemo(
    () => new Map((currencies.data ?? []).map((currency) => [currency.code, currency.name])),
    [currencies.data],
  );
  return {
    codes,
    names,
    isPending: balances.isPending || currencies.isPending,
    error: balances.error ?? currencies.error,
    retry: () => {
      if (balances.isError) void balances.refetch();
      if (currencies.isError) void currencies.refetch();
    },
  };
}

/**
 * POST /api/v2/issuing/cards. A 200 whose success is false is thrown like a refusal (the spec reads `success`).
 * Success refreshes the card list and the session, which lists the cards too.
 */
export function useOrderCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderBody) => {
      const answer = await unwrap(api.main.POST('/api/v2/issuing/cards', { body }));
      if ((answer as { success?: unknown }).success === false)
        throw new ApiError({ message: String(answer.message ?? ''), statusCode: 422 });
      return answer.data;
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: debitCardsKey }),
        client.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
