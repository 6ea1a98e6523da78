import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { ApiError, unwrap } from '@/api/errors';
import { COOKIE, readCookie } from './cookies';
import { clearSessionCookies } from './sign-out';

export const sessionQueryKey = ['session'] as const;

/**
 * The signed-in session (user, tokens, localization) from is-authenticated; null when signed out.
 * A 401 clears the session cookies (spec A §4: a failed session fetch clears the tokens).
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async () => {
    if (!readCookie(COOKIE.idToken)) return null;
    try {
      const body = await unwrap(api.main.GET('/api/v2/auth/is-authenticated'));
      return body.data;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) {
        clearSessionCookies();
        return null;
      }
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSession = () => useQuery(sessionQuery);
