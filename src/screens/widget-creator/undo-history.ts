/** How many earlier states undo can go back to (the brief asks for at least the last 20 changes). */
export const UNDO_LIMIT = 50;

/**
 * An editor's value with the changes before it. Changes of one `group` in a row (keystrokes in one field, a
 * colour picker dragged) are one step, so undo goes back to before the run, not one letter at a time.
 */
export interface History<T> {
  past: T[];
  present: T;
  group?: string;
}

export type HistoryAction<T> =
  | { type: 'change'; next: T; group?: string }
  | { type: 'undo' }
  /** After a save: the next change starts a new step even in the same field. */
  | { type: 'mark' }
  | { type: 'reset'; present: T };

export const startHistory = <T>(present: T): History<T> => ({ past: [], present });

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'change': {
      if (Object.is(action.next, state.present)) return state;
      if (action.group !== undefined && action.group === state.group && state.past.length > 0)
        return { ...state, present: action.next };
      const past = [...state.past, state.present].slice(-UNDO_LIMIT);
      return { past, present: action.next, group: action.group };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { past: state.past.slice(0, -1), present: previous };
    }
    case 'mark':
      return { past: state.past, present: state.present };
    case 'reset':
      return startHistory(action.present);
  }
}

export const canUndo = <T>(state: History<T>): boolean => state.past.length > 0;
