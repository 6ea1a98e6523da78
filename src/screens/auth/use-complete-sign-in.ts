import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { landingAfterSignIn } from '@/session/after-sign-in';
import { forgetServerData } from '@/session/server-cache';

/**
 * After any sign-in (password, second factor, social, new account): drop everything cached from before, then go
 * where the user was heading (ticketing event, same-origin `continue`, else home). The route gate then loads the
 * new session.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    forgetServerData(queryClient);
    await navigate(await landingAfterSignIn(search.get('continue')), { replace: true });
  }, [navigate, queryClient, search]);
}
