/**
 * The chart.js configuration of a chart model: data sets in the theme's colours, money ticks and tooltips in the
 * spec A §9 format, and, in Arabic, a mirrored chart (time runs right to left, the value axis on the right,
 * legend and tooltips right to left). Pure: only chart.js types are imported, so this stays testable and the
 * library itself is loaded by the lazy canvas alone.
 */
import type { ChartConfiguration, ChartDataset, TooltipItem } from 'chart.js';
import { valueText, type ChartModel } from './chart-data';
import type { ChartTheme } from './chart-theme';

export interface ConfigInput {
  model: ChartModel;
  /** Per series (bar, line) or per slice (doughnut), already in a colour the canvas understands. */
  colours: string[];
  theme: ChartTheme;
  rtl: boolean;
  reducedMotion: boolean;
}

type AnyChart = 'bar' | 'line' | 'doughnut';

/**
 * Keeps a number left to right inside right-to-left text: canvas text follows the bidi rules, and "8 000" in
 * an Arabic chart would otherwise read "000 8" (the space splits it into two runs laid out right to left).
 */
const isolate = (text: string, rtl: boolean) => (rtl ? `\u2066${text}\u2069` : text);

function datasets({ model, colours }: ConfigInput): ChartDataset<AnyChart, (number | null)[]>[] {
  if (model.chart === 'doughnut') {
    const [first] = model.series;
    return [
      {
        label: first?.label ?? '',
        data: first?.values ?? [],
        backgroundColor: colours,
        borderColor: 'rgb(255, 255, 255)',
        borderWidth: 2,
      } as ChartDataset<'doughnut', (number | null)[]>,
    ];
  }
  return model.series.map((one, i) => ({
    label: one.label,
    data: one.values,
    backgroundColor: colours[i],
    borderColor: colours[i],
    ...(model.chart === 'bar'
      ? { borderRadius: 3, maxBarThickness: 28 }
      : { tension: 0.25, pointRadius: 2, borderWidth: 2, spanGaps: false }),
  })) as ChartDataset<AnyChart, (number | null)[]>[];
}

export function chartConfig(input: ConfigInput): ChartConfiguration<AnyChart, (number | null)[], string> {
  const { model, theme, rtl, reducedMotion } = input;
  const font = { family: theme.font };
  const direction = rtl ? 'rtl' : 'ltr';
  const doughnut = model.chart === 'doughnut';
  const tooltipLabel = (item: TooltipItem<AnyChart>) => {
    const value = typeof item.raw === 'number' ? item.raw : null;
    const name = doughnut ? (model.labels[item.dataIndex] ?? '') : (item.dataset.label ?? '');
    return `${name}: ${isolate(valueText(value, model.currency), rtl)}`;
  };
  return {
    type: model.chart,
    data: {
      // A slice's legend entry carries its number: a doughnut has no axis to read it from.
      labels: doughnut
        ? model.labels.map(
            (label, i) =>
              `${label}: ${isolate(valueText(model.series[0]?.values[i] ?? null, model.currency), rtl)}`,
          )
        : model.labels,
      datasets: datasets(input),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 400 },
      // Pointing anywhere in a month's column shows all its series: small bars are hard to hit on a phone.
      ...(!doughnut && { interaction: { mode: 'index' as const, intersect: false } }),
      plugins: {
        legend: {
          position: 'bottom',
          rtl,
          textDirection: direction,
          labels: { color: theme.text, font, usePointStyle: true, boxHeight: 8, padding: 12 },
        },
        tooltip: {
          rtl,
          textDirection: direction,
          titleFont: font,
          bodyFont: font,
          callbacks: { label: tooltipLabel },
        },
      },
      ...(!doughnut && {
        scales: {
          x: {
            reverse: rtl,
            grid: { display: false },
            ticks: { color: theme.text, font, maxRotation: 0, autoSkip: true, autoSkipPadding: 8 },
          },
          y: {
            position: rtl ? 'right' : 'left',
            beginAtZero: true,
            grid: { color: theme.grid },
            border: { display: false },
            ticks: {
              color: theme.text,
              font,
              maxTicksLimit: 6,
              callback: (value: number | string) =>
                isolate(valueText(Number(value), model.currency, true), rtl),
            },
            ...(model.currency && {
              title: { display: true, text: model.currency, color: theme.text, font },
            }),
          },
        },
      }),
    },
  };
}
