import { useSyncExternalStore } from 'react';

const media = (width: number) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(`(min-width: ${width}px)`)
    : undefined;

/**
 * Whether the viewport is at least `width` px wide, kept up to date as the window is resized. Where the
 * browser cannot say (tests without a window), true: the wide layout.
 */
export function useMinWidth(width: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = media(width);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => media(width)?.matches ?? true,
    () => true,
  );
}
