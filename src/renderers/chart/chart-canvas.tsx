/**
 * The drawn chart. Loaded lazily by chart-block.tsx, so chart.js is its own chunk, fetched only by pages with a
 * chart; only the controllers, elements, scales and plugins used here are registered (the rest is tree-shaken).
 */
import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { chartConfig } from './chart-config';
import type { ChartModel } from './chart-data';
import { chartTheme, seriesColours } from './chart-theme';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/**
 * The theme's colours are oklch, which chart.js's colour helper cannot parse (it darkens them for hover): let
 * the browser paint one pixel and read it back as rgb.
 */
function toRgb(colour: string): string {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return colour;
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}

function readVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

export default function ChartCanvas({ model, rtl }: { model: ChartModel; rtl: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const theme = chartTheme(readVar);
    const rgbTheme = { ...theme, text: toRgb(theme.text), grid: toRgb(theme.grid) };
    const colours = seriesColours(model, theme.palette.map(toRgb));
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(
      canvas.current,
      chartConfig({ model, colours, theme: rgbTheme, rtl, reducedMotion }),
    );
    return () => chart.destroy();
  }, [model, rtl]);

  // The numbers are in the table beside it for screen readers; the picture itself says nothing more.
  return <canvas ref={canvas} aria-hidden="true" />;
}
