import { useSyncExternalStore } from 'react';

/** From this width the list is a table; below it, cards (a phone held upright). */
export const TABLE_MIN_WIDTH = 768;
const QUERY = `(min-width: ${TABLE_MIN_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** True on a screen wide enough for the table layout. */
export const useWide = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
