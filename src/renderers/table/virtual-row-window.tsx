import type { ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RowWindow, RowWindowOptions } from './row-window';

/** The rows in view of a long list (src/renderers/table/row-window.tsx), TanStack Virtual's own chunk. */
export default function VirtualRowWindow({
  count,
  rowHeight,
  overscan,
  getScrollElement,
  children,
}: RowWindowOptions & { children: (window: RowWindow) => ReactNode }) {
  // The compiler leaves this component unmemoized: the virtualizer is read afresh each render, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count, getScrollElement, estimateSize: () => rowHeight, overscan });
  const items = virtualizer.getVirtualItems();
  return children({
    indexes: items.map((item) => item.index),
    start: items[0]?.start ?? 0,
    end: items.at(-1)?.end ?? 0,
    totalSize: virtualizer.getTotalSize(),
    measureElement: virtualizer.measureElement,
  });
}
