import { useMinWidth } from '@/lib/use-min-width';

/** From this width the list is a table; below it, cards (a phone held upright). */
export const TABLE_MIN_WIDTH = 768;

/** True on a screen wide enough for the table layout. */
export const useWide = (): boolean => useMinWidth(TABLE_MIN_WIDTH);
