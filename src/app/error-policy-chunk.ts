import { browserReloadDeps, guardedReload, RELOAD_KEYS, type ReloadGuardDeps } from './error-policy-reload';

/**
 * A route chunk that no longer loads (a deploy replaced it, the network dropped) reloads the page, at most
 * once per 60 s (spec A §8, §9); past the guard the route's error page shows, never a blank screen.
 * The messages are the browsers' own for a failed dynamic import or preload.
 */
const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk \S+ failed/i;

/** True when an error is a failed chunk load rather than a bug in the loaded code. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** Never settles: while the page reloads, nothing (no error page) should flash. */
const pending = <T>() => new Promise<T>(() => undefined);

/**
 * Chunk reloads for one page life: after a reload has started, later chunk failures wait for it too.
 * Unit tests pass their own deps; the app uses `chunkReloader` below.
 */
export function createChunkReloader(deps: () => ReloadGuardDeps) {
  let started = false;
  const reloadOnce = (): boolean => {
    if (started) return true;
    started = guardedReload(RELOAD_KEYS.chunk, deps());
    return started;
  };
  return {
    reloadOnce,
    /** Runs a chunk import; a chunk failure reloads (guarded) instead of rejecting. */
    async load<T>(load: () => Promise<T>): Promise<T> {
      try {
        return await load();
      } catch (error) {
        if (isChunkLoadError(error) && reloadOnce()) return pending<T>();
        throw error;
      }
    },
    /** Vite's `vite:preloadError`: a failed preload of a chunk's dependencies reloads the same way. */
    onPreloadError(event: Event): void {
      if (reloadOnce()) event.preventDefault();
    },
  };
}

export const chunkReloader = createChunkReloader(browserReloadDeps);
