// Chart colours come from the theme's CSS variables when it defines them; status slices keep the colour of
// their meaning, and two series never share a colour.
import { describe, expect, it } from 'vitest';
import type { ChartModel } from '@/renderers/chart/chart-data';
import { chartTheme, FALLBACK_PALETTE, seriesColours } from '@/renderers/chart/chart-theme';

const model = (chart: ChartModel['chart'], keys: string[], seriesCount = 1): ChartModel => ({
  chart,
  xHeader: '',
  keys,
  labels: keys,
  series: Array.from({ length: seriesCount }, (_, i) => ({ label: `s${i}`, values: keys.map(() => 1) })),
  empty: false,
});

describe('chartTheme', () => {
  it('reads --color-chart-N, --color-muted-foreground, --color-border and --font-sans from the theme', () => {
    const vars: Record<string, string> = {
      '--color-chart-2': 'rgb(1, 2, 3)',
      '--color-muted-foreground': 'rgb(9, 9, 9)',
      '--color-border': 'rgb(8, 8, 8)',
      '--font-sans': 'Noto Sans',
    };
    const theme = chartTheme((name) => vars[name] ?? '');
    expect(theme.palette[0]).toBe(FALLBACK_PALETTE[0]);
    expect(theme.palette[1]).toBe('rgb(1, 2, 3)');
    expect(theme).toMatchObject({ text: 'rgb(9, 9, 9)', grid: 'rgb(8, 8, 8)', font: 'Noto Sans' });
  });

  it('falls back to its own palette outside a themed page', () => {
    expect(chartTheme(() => '').palette).toEqual([...FALLBACK_PALETTE]);
  });
});

describe('seriesColours', () => {
  const palette = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'];

  it('gives bar and line series the palette in order', () => {
    expect(seriesColours(model('bar', ['2026-01'], 2), palette)).toEqual(['c0', 'c1']);
    expect(seriesColours(model('line', ['2026-01'], 3), palette)).toEqual(['c0', 'c1', 'c2']);
  });

  it('colours status slices by meaning, whatever their order', () => {
    const a = seriesColours(model('doughnut', ['pending', 'success', 'rejected']), palette);
    const b = seriesColours(model('doughnut', ['rejected', 'success', 'pending']), palette);
    expect(a).toEqual(['c1', 'c2', 'c3']);
    expect(b).toEqual(['c3', 'c2', 'c1']);
  });

  it('gives other slices the colours no status took, each a different one', () => {
    const colours = seriesColours(model('doughnut', ['success', 'Visa', 'Mastercard']), palette);
    expect(colours[0]).toBe('c2');
    expect(new Set(colours).size).toBe(3);
  });

  it('colours other statuses by their badge tone, and two of one tone differently', () => {
    expect(seriesColours(model('doughnut', ['cancelled', 'settled']), palette)).toEqual(['c3', 'c2']);
    const colours = seriesColours(model('doughnut', ['paid', 'successful', 'failed']), palette);
    expect(colours[0]).toBe('c2');
    expect(colours[2]).toBe('c3');
    expect(new Set(colours).size).toBe(3);
  });

  it('gives the six wallet statuses six different colours', () => {
    const keys = ['pending', 'success', 'rejected', 'pending_claim', 'in_progress', 'waiting_for_transfer'];
    expect(new Set(seriesColours(model('doughnut', keys), palette)).size).toBe(6);
  });
});
