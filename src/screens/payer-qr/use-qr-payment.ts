import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payQr, qrPaymentStatus } from './qr-calls';
import { isFinal, type PayResult } from './qr-logic';

/** How often a processing payment is asked about (spec B §7: status while processing). */
const POLL_MS = 1000;

/**
 * Pays a code and follows its status until it is successful, failed or cancelled. The wallet's balances and
 * transactions are read again once it ends, so the money that left shows at once.
 */
export function useQrPayment(code: string) {
  const client = useQueryClient();
  const [started, setStarted] = useState<{ payment_id: string; status: PayResult } | null>(null);

  const pay = useMutation({
    mutationFn: ({ country, amount }: { country: string; amount: number | undefined }) =>
      payQr(code, country, amount),
    onSuccess: (result) => setStarted(result),
  });

  const poll = useQuery({
    queryKey: ['qr', 'status', code, started?.payment_id],
    queryFn: () => qrPaymentStatus(code),
    enabled: started?.status === 'processing',
    refetchInterval: (query) => (isFinal(query.state.data?.status) ? false : POLL_MS),
  });

  const status: PayResult | undefined =
    started?.status === 'processing' ? (poll.data?.status ?? 'processing') : started?.status;

  const ended = isFinal(status);
  useEffect(() => {
    if (!ended) return;
    void client.invalidateQueries({ queryKey: ['balances'] });
    void client.invalidateQueries({ queryKey: ['qr', 'info', code] });
  }, [ended, client, code]);

  return {
    pay: pay.mutate,
    paying: pay.isPending,
    payError: pay.error,
    status,
    pollFailed: poll.isError,
    retryPoll: () => void poll.refetch(),
    /** Back to the form after a failed or cancelled payment (nothing was taken). */
    again: () => {
      setStarted(null);
      pay.reset();
    },
  };
}
