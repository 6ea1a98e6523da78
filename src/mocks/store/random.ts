import type { ReportDate } from './types';

/** Every seeded date is relative to this instant, never to the clock, so two seeds are identical. */
export const REFERENCE_DATE = '2026-11-01T12:00:00Z';
export const REFERENCE_MS = Date.parse(REFERENCE_DATE);
export const DAY_MS = 86_400_000;
export const DEFAULT_SEED = 20261101;

/** mulberry32: tiny, fast, and good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so each seed area gets its own stream and adding rows in one area leaves the others unchanged. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const roundTo = (value: number, fractionDigits: number): number => {
  const factor = 10 ** fractionDigits;
  return Math.round(value * factor) / factor;
};

export const pad = (n: number, width: number): string => String(n).padStart(width, '0');
export const seqId = (prefix: string, n: number, width: number): string => prefix + pad(n, width);

/** ISO date-time without milliseconds. */
export const isoDateTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A report date as the API sends it (spec A §3): `2026-03-14 09:30:00` wall-clock text, here in UTC. */
export const reportDate = (iso: string): ReportDate => ({
  txnDateString: iso.slice(0, 19).replace('T', ' '),
  timezone: 'UTC',
  timezoneUtc: 'UTC+00:00',
});

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: `weighted([['a', 3], ['b', 1]])`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  /** An amount in [min, max] rounded to `fractionDigits` (0 for JPY and the other zero-fraction currencies). */
  money(min: number, max: number, fractionDigits?: number): number;
  /** Epoch ms between `maxDaysAgo` and `minDaysAgo` days before the reference date. */
  pastMs(maxDaysAgo: number, minDaysAgo?: number): number;
  /** ISO date-time between `maxDaysAgo` and `minDaysAgo` days before the reference date. */
  past(maxDaysAgo: number, minDaysAgo?: number): string;
  /** ISO date-time between `minDaysAhead` and `maxDaysAhead` days after the reference date. */
  future(minDaysAhead: number, maxDaysAhead: number): string;
  digits(length: number): string;
  code(length: number): string;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const pastMs = (maxDaysAgo: number, minDaysAgo = 0) =>
    Math.floor((REFERENCE_MS - (minDaysAgo + next() * (maxDaysAgo - minDaysAgo)) * DAY_MS) / 1000) * 1000;
  return {
    next,
    int,
    pick,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    money: (min, max, fractionDigits = 2) => roundTo(min + next() * (max - min), fractionDigits),
    pastMs,
    past: (maxDaysAgo, minDaysAgo = 0) => isoDateTime(pastMs(maxDaysAgo, minDaysAgo)),
    future: (minDaysAhead, maxDaysAhead) =>
      isoDateTime(
        Math.floor((REFERENCE_MS + (minDaysAhead + next() * (maxDaysAhead - minDaysAhead)) * DAY_MS) / 1000) *
          1000,
      ),
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
    code: (length) => Array.from({ length }, () => pick([...ALNUM])).join(''),
  };
}

/** A stream of its own for one seed area. */
export const rngFor = (seed: number, area: string): Rng => createRng((seed ^ hashSeed(area)) >>> 0);
