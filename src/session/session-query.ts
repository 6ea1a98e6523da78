import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { ApiError, FALLBACK_MESSAGE, unwrap } from '@/api/errors';
import { noticeApiError } from '@/api/error-notice';
import { COOKIE, LIFETIME_DAYS, readCookie, writeCookie } from './cookies';
import { connectServerCache, SESSION_QUERY } from './server-cache';
import { isPageLeaving } from '@/lib/page-leaving';
import { clearSessionCookies } from './sign-out';

export const sessionQueryKey = [SESSION_QUERY] as const;

/** The server's own words, when it sent any (not the fallback of a network failure or an empty body). */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code === 'network_error' || error.code === 'aborted')
    return undefined;
  return error.message && error.message !== FALLBACK_MESSAGE ? error.message : undefined;
}

/**
 * The signed-in session (user, tokens, localization) from is-authenticated; null when signed out. Success keeps
 * the account-id token it carries in its cookie.
 * Any failure of the check (401, 5xx, network) shows the server message if there is one and clears the session:
 * tokens, sandbox, preview, every app cookie and the cached server data (spec A §4, spec B §8). A check the
 * browser cut short because the page is being left (a reload) is no answer, and keeps the session.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ client }) => {
    connectServerCache(client);
    if (!readCookie(COOKIE.idToken)) return null;
    try {
      const body = await unwrap(api.main.GET('/api/v2/auth/is-authenticated'));
      // The session hands out the account service's token too (cookie, 1 day, spec A §9).
      const accountIdToken = body.data.tokens.account_id_token;
      if (accountIdToken) writeCookie(COOKIE.accountIdToken, accountIdToken, LIFETIME_DAYS.accountIdToken);
      return body.data;
    } catch (error) {
      if (isPageLeaving()) throw error;
      const message = serverMessage(error);
      // The server's words, translated when the catalogue knows them (spec B §8 'show the server message').
      if (message) void noticeApiError(error);
      clearSessionCookies();
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      return null;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSession = () => useQuery(sessionQuery);
