import { describe, expect, it } from 'vitest';
import { createRng, REFERENCE_MS, rngFor } from '@/mocks/store/random';

describe('seeded random', () => {
  it('repeats for a seed and differs between seeds and areas', () => {
    const a = createRng(1);
    const b = createRng(1);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(createRng(2).next()).not.toBe(seqA[0]);
    expect(rngFor(1, 'contacts').next()).not.toBe(rngFor(1, 'invoices').next());
  });

  it('stays within its ranges', () => {
    const rng = createRng(9);
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(Number.isInteger(rng.money(0, 1000, 0))).toBe(true);
      expect(String(rng.money(0, 1000, 2)).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
      const past = rng.pastMs(30, 10);
      expect(past).toBeLessThanOrEqual(REFERENCE_MS - 10 * 86_400_000);
      expect(past).toBeGreaterThanOrEqual(REFERENCE_MS - 30 * 86_400_000);
    }
  });

  it('weighted picks follow the weights roughly and never pick a zero weight', () => {
    const rng = createRng(3);
    const picks = Array.from({ length: 4000 }, () =>
      rng.weighted([
        ['a', 3],
        ['b', 1],
        ['c', 0],
      ] as const),
    );
    const share = picks.filter((p) => p === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.7);
    expect(share).toBeLessThan(0.8);
    expect(picks).not.toContain('c');
  });

  it('shuffle keeps the items; pick refuses an empty list', () => {
    const rng = createRng(5);
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => rng.pick([])).toThrow();
  });
});
