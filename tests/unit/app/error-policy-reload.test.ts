import { describe, expect, it, vi } from 'vitest';
import { createChunkReloader, isChunkLoadError } from '@/app/error-policy-chunk';
import { guardedReload, mayReload, RELOAD_KEYS, type ReloadGuardDeps } from '@/app/error-policy-reload';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('mayReload (60 s guard)', () => {
  it.each([
    ['never reloaded', undefined, 1_000, true],
    ['reloaded 30 s ago', 0, 30_000, false],
    ['reloaded 59.999 s ago', 0, 59_999, false],
    ['reloaded exactly 60 s ago', 0, 60_000, true],
    ['reloaded long ago', 0, 3_600_000, true],
    ['stored time is garbage', Number.NaN, 1_000, true],
    ['the clock moved back', 50_000, 10_000, true],
  ])('%s', (_case, last, now, expected) => {
    expect(mayReload(last, now, 60_000)).toBe(expected);
  });
});

describe('guardedReload', () => {
  const deps = (over: Partial<ReloadGuardDeps> = {}): ReloadGuardDeps => ({
    storage: memoryStorage(),
    now: () => 1_000,
    reload: vi.fn(),
    ...over,
  });

  it('reloads once, then not again within the window, then again after it', () => {
    let now = 1_000;
    const d = deps({ now: () => now });
    expect(guardedReload('k', d)).toBe(true);
    now += 59_000;
    expect(guardedReload('k', d)).toBe(false);
    now += 1_000;
    expect(guardedReload('k', d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });

  it('keeps separate guards per cause', () => {
    const d = deps();
    expect(guardedReload(RELOAD_KEYS.chunk, d)).toBe(true);
    expect(guardedReload(RELOAD_KEYS.challenge, d)).toBe(true);
  });

  it('does not reload when the time cannot be remembered (no loop)', () => {
    const blocked = deps({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    expect(guardedReload('k', blocked)).toBe(false);
    expect(guardedReload('k', deps({ storage: undefined }))).toBe(false);
    expect(blocked.reload).not.toHaveBeenCalled();
  });
});

describe('chunk-load failures', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'), true],
    [new TypeError('error loading dynamically imported module: http://x/assets/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }), true],
    [new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/p.js');

  it('reloads on the first failure and never settles, so no error page flashes', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const reloader = createChunkReloader(() => ({ storage, now: () => 5_000, reload }));
    const settled = vi.fn();
    void reloader.load(() => Promise.reject(chunkError())).then(settled, settled);
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
  });

  it('after a reload within 60 s, the failure reaches the error page', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_KEYS.chunk, '0');
    const reload = vi.fn();
    // A fresh page life (the reload happened), 20 s after the first reload.
    const reloader = createChunkReloader(() => ({ storage, now: () => 20_000, reload }));
    await expect(reloader.load(() => Promise.reject(chunkError()))).rejects.toThrow(/dynamically imported/);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a bug in the loaded code is not a chunk failure: no reload', async () => {
    const reload = vi.fn();
    const reloader = createChunkReloader(() => ({ storage: memoryStorage(), now: () => 0, reload }));
    await expect(
      reloader.load(() => Promise.reject(new ReferenceError('x is not defined'))),
    ).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failed preload reloads and cancels Vite’s own error, once per page life', () => {
    const reload = vi.fn();
    const reloader = createChunkReloader(() => ({ storage: memoryStorage(), now: () => 0, reload }));
    const first = new Event('vite:preloadError', { cancelable: true });
    const second = new Event('vite:preloadError', { cancelable: true });
    reloader.onPreloadError(first);
    reloader.onPreloadError(second);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('past the guard a failed preload is left to throw (error page)', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_KEYS.chunk, '0');
    const reloader = createChunkReloader(() => ({ storage, now: () => 1_000, reload: vi.fn() }));
    const event = new Event('vite:preloadError', { cancelable: true });
    reloader.onPreloadError(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
