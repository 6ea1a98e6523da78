// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createChunkReloader } from '@/app/error-policy-chunk';
import { guardChunkLoads, lazyChunk } from '@/lib/lazy-chunk';

afterEach(() => {
  cleanup();
  guardChunkLoads((load) => load());
});

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('lazyChunk', () => {
  it("loads its chunk through the app's guard", async () => {
    let guarded = 0;
    guardChunkLoads((load) => {
      guarded += 1;
      return load();
    });
    const Part = lazyChunk(async () => ({ default: () => <p>part drawn</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('part drawn')).toBeTruthy();
    expect(guarded).toBe(1);
  });

  it('draws its component in the task after the one that loaded its chunk', async () => {
    vi.useFakeTimers();
    try {
      const Part = lazyChunk(async () => ({ default: () => <p>part drawn</p> }));
      render(
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>,
      );
      await act(async () => {
        for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      });
      expect(screen.queryByText('part drawn')).toBeNull();
      await act(async () => vi.advanceTimersByTime(0));
      expect(screen.getByText('part drawn')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads the page when its chunk is gone, instead of throwing to the error page', async () => {
    const reload = vi.fn();
    guardChunkLoads(createChunkReloader(() => ({ storage: memoryStorage(), now: () => 5_000, reload })).load);
    const Part = lazyChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part.js')),
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('loading')).toBeTruthy();
  });
});
