/** Spec A §5: the search text of a select is at most 191 characters. */
export const SEARCH_MAX_LENGTH = 191;

/** The options whose label contains the search text, ignoring case and surrounding spaces. */
export function filterOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

export type ActiveMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The option the keyboard highlights after a move, skipping disabled ones; -1 when none can be highlighted.
 * The highlight stops at the ends rather than wrapping, so holding an arrow key does not loop the list.
 */
export function moveActive(
  options: readonly { disabled?: boolean }[],
  current: number,
  move: ActiveMove,
): number {
  const enabled = (index: number) => options[index] !== undefined && !options[index]?.disabled;
  const scan = (from: number, step: 1 | -1) => {
    for (let index = from; index >= 0 && index < options.length; index += step)
      if (enabled(index)) return index;
    return -1;
  };
  switch (move) {
    case 'first':
      return scan(0, 1);
    case 'last':
      return scan(options.length - 1, -1);
    case 'next': {
      const found = scan(current + 1, 1);
      return found === -1 ? (enabled(current) ? current : scan(0, 1)) : found;
    }
    case 'previous': {
      const found = scan(current - 1, -1);
      return found === -1 ? (enabled(current) ? current : scan(options.length - 1, -1)) : found;
    }
  }
}

/**
 * The option a typed letter jumps to in a list without a search box: the next one after `current` whose label
 * starts with the letter, going round to the top.
 */
export function typeAheadIndex(
  options: readonly { label: string; disabled?: boolean }[],
  current: number,
  letter: string,
): number {
  const needle = letter.toLocaleLowerCase();
  for (let step = 1; step <= options.length; step += 1) {
    const index = (current + step + options.length) % options.length;
    const option = options[index];
    if (option && !option.disabled && option.label.toLocaleLowerCase().startsWith(needle)) return index;
  }
  return current;
}
