import type { QueryClient } from '@tanstack/react-query';

/** The first part of the session query's key (`['session']`). */
export const SESSION_QUERY = 'session';

/** The part of the query client the session needs. */
export type ServerCache = Pick<QueryClient, 'removeQueries' | 'resetQueries'>;

let connected: ServerCache | undefined;

/**
 * The query client the app uses, registered by the session query the first time it runs (its query function
 * receives the client), so sign-out can empty the cache without the session layer importing the app layer.
 */
export function connectServerCache(cache: ServerCache): void {
  connected = cache;
}

/**
 * Forgets every server answer of the old session: profile, balances, contacts, tags, pagination, onboarding data,
 * public profile settings (spec A §4 logout list) and the rest. The session query itself is reset, not removed:
 * components above the routes (the root frame, the layouts) stay subscribed to it, and a removed query would leave
 * them showing the old user until they remount (what `queryClient.clear()` did). Without a token cookie it
 * answers null at once, with one it loads the new session.
 */
export function forgetServerData(cache: ServerCache | undefined = connected): void {
  if (!cache) return;
  cache.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY });
  void cache.resetQueries({ queryKey: [SESSION_QUERY] });
}
