import type { ActiveMove } from './option-search';

/** What a key does in a select's combobox (WAI-ARIA combobox pattern). */
export type KeyAction =
  | { type: 'open'; from: 'first' | 'last' }
  | { type: 'move'; to: ActiveMove }
  | { type: 'pick' }
  /** Escape closes and keeps the key from the dialog around; Tab closes and lets focus move on. */
  | { type: 'close'; escape: boolean }
  | { type: 'removeLast' }
  | { type: 'typeAhead'; letter: string };

export interface KeyState {
  open: boolean;
  /** A search box (true) or a plain button (a short list). */
  searchable: boolean;
  /** Backspace would remove the last chosen chip: several choices and an empty search box. */
  chipRemovable: boolean;
}

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The action of one key press, or undefined when the key keeps its ordinary meaning (typing in the search box,
 * Enter submitting the form while the list is closed). Every action but Tab's close stops the key's default.
 */
export function keyAction(
  press: KeyPress,
  { open, searchable, chipRemovable }: KeyState,
): KeyAction | undefined {
  const { key } = press;
  if (key === 'ArrowDown') return open ? { type: 'move', to: 'next' } : { type: 'open', from: 'first' };
  if (key === 'ArrowUp') return open ? { type: 'move', to: 'previous' } : { type: 'open', from: 'last' };
  // In a search box Home and End move the text caret.
  if ((key === 'Home' || key === 'End') && open && !searchable)
    return { type: 'move', to: key === 'Home' ? 'first' : 'last' };
  if (key === 'Enter' || (key === ' ' && !searchable)) {
    if (open) return { type: 'pick' };
    return searchable ? undefined : { type: 'open', from: 'first' };
  }
  if (key === 'Escape' && open) return { type: 'close', escape: true };
  if (key === 'Tab' && open) return { type: 'close', escape: false };
  if (key === 'Backspace' && chipRemovable) return { type: 'removeLast' };
  const printable = key.length === 1 && !press.ctrlKey && !press.metaKey && !press.altKey;
  if (printable && !searchable) return { type: 'typeAhead', letter: key };
  return undefined;
}
