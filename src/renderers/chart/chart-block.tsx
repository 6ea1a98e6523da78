/**
 * A `chart` section of a detail file (src/config/detail-file.ts, ChartSection): its title, the chart in a box
 * of fixed height, and the same numbers as a table for screen readers. chart.js is not imported here: the
 * canvas is a lazy chunk, so pages without a chart never fetch it.
 */
import { Component, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSection } from '@/config/detail-file';
import { isRtl } from '@/i18n/languages';
import { Spinner } from '@/ui/spinner';
import { chartModel } from './chart-data';
import { ChartTable } from './chart-table';
import { lazyChunk } from '@/lib/lazy-chunk';

const ChartCanvas = lazyChunk(() => import('./chart-canvas'));

/** The canvas chunk failed to load (offline, a new release): show the numbers instead of nothing. */
class CanvasBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function ChartBlock({ section, record }: { section: ChartSection; record: unknown }) {
  const { t, i18n } = useTranslation(['charts', 'statuses']);
  const language = i18n.language;
  const model = useMemo(() => chartModel(section, record, t, language), [section, record, t, language]);
  const headingId = useMemo(() => `chart-${section.rows}-${section.x}`.replace(/[^\w-]/g, '-'), [section]);

  return (
    <section
      aria-labelledby={model.title ? headingId : undefined}
      className="min-w-0 space-y-3 rounded-lg border border-border p-4"
    >
      {model.title && (
        <h2 id={headingId} className="text-lg font-semibold">
          {model.title}
        </h2>
      )}
      {model.empty ? (
        <p className="grid h-40 place-items-center rounded-md bg-muted px-4 text-center text-sm text-muted-foreground">
          {t('charts:block.empty')}
        </p>
      ) : (
        <CanvasBoundary
          fallback={
            <div className="space-y-2">
              <p role="status" className="text-sm text-muted-foreground">
                {t('charts:block.failed')}
              </p>
              <ChartTable model={model} visible />
            </div>
          }
        >
          {/* chart.js sizes the canvas to this box: relative, fixed height, nothing else inside. */}
          <div className="relative h-64 w-full sm:h-80">
            <Suspense
              fallback={
                <div className="grid h-full place-items-center">
                  <Spinner label={t('charts:block.loading')} />
                </div>
              }
            >
              <ChartCanvas model={model} rtl={isRtl(language)} />
            </Suspense>
          </div>
          <ChartTable model={model} />
        </CanvasBoundary>
      )}
    </section>
  );
}
