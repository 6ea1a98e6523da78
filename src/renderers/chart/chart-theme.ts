/**
 * Chart colours from the theme. The series colours are the CSS variables `--color-chart-1` … `--color-chart-6`
 * of src/styles.css when it defines them, else the values below (the same oklch hues), and the text and grid
 * colours are the theme's `--color-muted-foreground` and `--color-border`.
 */
import { statusTone, type StatusTone } from '@/tables/status-styles';
import type { ChartModel } from './chart-data';

/** Blue, amber, green, red, violet, teal: told apart by lightness too, not by hue alone. */
export const FALLBACK_PALETTE = [
  'oklch(0.45 0.2 264)',
  'oklch(0.72 0.16 65)',
  'oklch(0.55 0.15 150)',
  'oklch(0.52 0.2 27)',
  'oklch(0.5 0.2 300)',
  'oklch(0.62 0.11 195)',
] as const;

/** A status slice keeps the colour of its meaning (success green, refused red), whatever its place. */
const STATUS_COLOUR: Record<string, number> = {
  in_progress: 0,
  pending: 1,
  pending_claim: 4,
  waiting_for_transfer: 5,
};
const TONE_COLOUR: Partial<Record<StatusTone, number>> = { success: 2, danger: 3 };

export interface ChartTheme {
  palette: string[];
  text: string;
  grid: string;
  font: string;
}

/** Reads a custom property; '' when unset (or outside a browser). */
export type ReadVar = (name: string) => string;

export function chartTheme(read: ReadVar): ChartTheme {
  return {
    palette: FALLBACK_PALETTE.map((fallback, i) => read(`--color-chart-${i + 1}`) || fallback),
    text: read('--color-muted-foreground') || 'oklch(0.45 0.02 264)',
    grid: read('--color-border') || 'oklch(0.9 0.01 264)',
    font: read('--font-sans') || 'system-ui, sans-serif',
  };
}

/**
 * The colour of each series (bar, line), or of each slice (doughnut): a status slice by meaning, other slices
 * by place; no two slices share a colour while the palette has one left.
 */
export function seriesColours(model: ChartModel, palette: readonly string[]): string[] {
  const at = (i: number) => palette[i % palette.length] ?? FALLBACK_PALETTE[0];
  if (model.chart !== 'doughnut') return model.series.map((_, i) => at(i));
  const wanted = model.keys.map((key) => STATUS_COLOUR[key] ?? TONE_COLOUR[statusTone(key)]);
  const used = new Set<number>();
  const chosen = wanted.map((want) => {
    if (want === undefined || used.has(want)) return undefined;
    used.add(want);
    return want;
  });
  let next = 0;
  return chosen.map((fixed) => {
    if (fixed !== undefined) return at(fixed);
    while (used.has(next % palette.length) && used.size < palette.length) next++;
    const free = next % palette.length;
    used.add(free);
    next++;
    return at(free);
  });
}
