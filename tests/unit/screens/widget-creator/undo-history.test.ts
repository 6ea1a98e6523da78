import { describe, expect, it } from 'vitest';
import {
  canUndo,
  historyReducer,
  startHistory,
  UNDO_LIMIT,
  type History,
  type HistoryAction,
} from '@/screens/widget-creator/undo-history';

const run = (actions: HistoryAction<string>[], start = 'a'): History<string> =>
  actions.reduce(historyReducer<string>, startHistory(start));
const change = (next: string, group?: string): HistoryAction<string> => ({ type: 'change', next, group });
const undo: HistoryAction<string> = { type: 'undo' };

describe('historyReducer', () => {
  it.each<[string, HistoryAction<string>[], string, number]>([
    ['a change moves the present', [change('b')], 'b', 1],
    ['undo restores the previous value', [change('b'), undo], 'a', 0],
    ['undo twice goes back two changes', [change('b'), change('c'), undo, undo], 'a', 0],
    ['undo with nothing to undo keeps the value', [undo], 'a', 0],
    ['the same value again is no change', [change('a')], 'a', 0],
    ['changes of one group in a row are one step', [change('b', 'name'), change('bc', 'name'), undo], 'a', 0],
    ['another group starts a new step', [change('b', 'name'), change('c', 'shape'), undo], 'b', 1],
    ['ungrouped changes are one step each', [change('b'), change('c'), undo], 'b', 1],
    [
      'after a save (mark) the same group starts a new step',
      [change('b', 'n'), { type: 'mark' }, change('c', 'n'), undo],
      'b',
      1,
    ],
    [
      'after an undo the same group starts a new step',
      [change('b', 'n'), change('c', 'x'), undo, change('d', 'n'), undo],
      'b',
      1,
    ],
    ['reset forgets the history', [change('b'), { type: 'reset', present: 'z' }], 'z', 0],
  ])('%s', (_, actions, present, steps) => {
    const state = run(actions);
    expect(state.present).toBe(present);
    expect(state.past).toHaveLength(steps);
    expect(canUndo(state)).toBe(steps > 0);
  });

  it(`keeps at least the last 20 changes (${UNDO_LIMIT}) and drops the oldest beyond that`, () => {
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(20);
    const values = Array.from({ length: UNDO_LIMIT + 5 }, (_, i) => `v${i + 1}`);
    let state = run(values.map((value) => change(value)));
    expect(state.past).toHaveLength(UNDO_LIMIT);
    for (let i = 0; i < 20; i++) state = historyReducer(state, undo);
    expect(state.present).toBe(`v${UNDO_LIMIT + 5 - 20}`);
    while (canUndo(state)) state = historyReducer(state, undo);
    expect(state.present).toBe('v5');
  });
});
