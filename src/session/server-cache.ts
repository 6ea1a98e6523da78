/** The part of the query client the session needs: forget every server answer. */
export interface ServerCache {
  clear(): void;
}

let connected: ServerCache | undefined;

/**
 * The query client the app uses, registered by the session query the first time it runs (its query function
 * receives the client), so sign-out can empty the cache without the session layer importing the app layer.
 */
export function connectServerCache(cache: ServerCache): void {
  connected = cache;
}

/**
 * Drops profile, balances, contacts, tags, pagination, onboarding data, public profile settings and every other
 * server answer (spec A §4 logout list): the whole query cache.
 */
export function clearServerCache(): void {
  connected?.clear();
}
