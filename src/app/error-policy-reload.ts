import { CHUNK_RELOAD_GUARD_MS } from '@/config/limits';

/**
 * Reloads the app at most once per window, remembering the last reload in sessionStorage (it survives the
 * reload, and is per tab). A failure that a reload does not cure then shows the error page instead of a loop.
 */
export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: () => number;
  reload: () => void;
  windowMs?: number;
}

/** sessionStorage keys, one per cause, so a challenge reload does not use up the chunk reload. */
export const RELOAD_KEYS = {
  chunk: 'app:chunk-reload-at',
  challenge: 'app:challenge-reload-at',
  accountToken: 'app:account-token-reload-at',
} as const;

/**
 * True when the last reload for `key` is at least `windowMs` ago (or unknown, or in the future: a clock that
 * moved back must not block reloads for good).
 *
 * @example mayReload(undefined, 1_000, 60_000); // true
 * @example mayReload(1_000, 30_000, 60_000); // false
 */
export function mayReload(last: number | undefined, now: number, windowMs: number): boolean {
  return last === undefined || !Number.isFinite(last) || now - last >= windowMs || now < last;
}

function readTime(storage: ReloadGuardDeps['storage'], key: string): number | undefined {
  try {
    const value = storage?.getItem(key);
    return value ? Number(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reloads unless the guard forbids it; true when the reload was started. Without working storage the guard
 * could not hold across the reload, so it does not reload at all (the error page beats a reload loop).
 */
export function guardedReload(key: string, deps: ReloadGuardDeps): boolean {
  const now = deps.now();
  if (!mayReload(readTime(deps.storage, key), now, deps.windowMs ?? CHUNK_RELOAD_GUARD_MS)) return false;
  try {
    if (!deps.storage) return false;
    deps.storage.setItem(key, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/** The guard with the browser's sessionStorage, clock and reload. */
export const browserReloadDeps = (): ReloadGuardDeps => ({
  storage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});
