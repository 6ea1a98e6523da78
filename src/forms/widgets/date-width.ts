import { useEffect, useState, type RefObject } from 'react';
import { isNarrow } from '../date-parts';

/**
 * Whether the parent of `ref`'s element is narrow (≤ 270 px, spec A §9), following its size as it changes (a
 * sidebar opening, a phone turning).
 */
export function useNarrowParent(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const parent = ref.current?.parentElement;
    if (!parent || typeof ResizeObserver === 'undefined') return;
    // The observer also reports the size once when it starts, so no separate first measurement is needed.
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setNarrow(isNarrow(entry.contentRect.width));
    });
    observer.observe(parent);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
