import { Suspense, type ReactNode } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';

/** The rows of a list to draw, and the room to leave above and below them. */
export interface RowWindow {
  /** Indexes into the list's rows, in order. */
  indexes: number[];
  /** Where the first drawn row starts, and where the last ends, in px (0 when every row is drawn). */
  start: number;
  end: number;
  /** The height of the whole list, in px (0 when every row is drawn). */
  totalSize: number;
  /** Hand each drawn row's element to it, so rows of differing height are measured (virtual lists only). */
  measureElement?: (element: Element | null) => void;
}

export interface RowWindowOptions {
  count: number;
  /** A row's expected height, in px. */
  rowHeight: number;
  /** Rows drawn beyond each edge of the view. */
  overscan: number;
  getScrollElement: () => HTMLElement | null;
}

const VirtualRowWindow = lazyChunk(() => import('./virtual-row-window'));

/** Above this many rows a list is virtualized: only the rows in view are in the page. */
export const VIRTUALIZE_FROM = 100;
/** True when a list of `count` rows draws only the rows in view. */
export const isLongList = (count: number): boolean => count > VIRTUALIZE_FROM;

/** Every row: a short list, or a long one while its virtualizer loads. */
export const allRows = (count: number): RowWindow => ({
  indexes: Array.from({ length: count }, (_, index) => index),
  start: 0,
  end: 0,
  totalSize: 0,
});

/**
 * Draws a list's rows through `children`: every row of a short list; for a long one (`isLongList`) only the
 * rows in view, with TanStack Virtual (DESIGN §4). The virtualizer is a chunk of its own (10 KB gzip), loaded
 * the first time a list is long: most lists are one page of rows, and their page then draws without it.
 * While it loads, the first `VIRTUALIZE_FROM` rows show.
 */
export function RowWindowed({
  children,
  ...options
}: RowWindowOptions & { children: (window: RowWindow) => ReactNode }) {
  if (!isLongList(options.count)) return children(allRows(options.count));
  return (
    <Suspense fallback={children(allRows(VIRTUALIZE_FROM))}>
      <VirtualRowWindow {...options}>{children}</VirtualRowWindow>
    </Suspense>
  );
}
