import { describe, expect, it } from 'vitest';
import {
  canGoTo,
  initialWizard,
  stepStatus,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '@/forms/wizard/wizard-state';

const at = (current: number, furthest: number, completed = false, steps = 4): WizardState => ({
  steps,
  current,
  furthest,
  completed,
});

describe('wizardReducer', () => {
  it.each<[string, WizardState, WizardAction, WizardState]>([
    ['next moves on and extends the furthest', at(0, 0), { type: 'next' }, at(1, 1)],
    ['next from a revisited step keeps the furthest', at(0, 2), { type: 'next' }, at(1, 2)],
    ['next on the last step completes', at(3, 3), { type: 'next' }, at(3, 3, true)],
    ['back goes one step back', at(2, 2), { type: 'back' }, at(1, 2)],
    ['back on the first step stays', at(0, 1), { type: 'back' }, at(0, 1)],
    ['goTo an earlier step is free', at(3, 3), { type: 'goTo', step: 0 }, at(0, 3)],
    ['goTo a later step up to the furthest', at(0, 2), { type: 'goTo', step: 2 }, at(2, 2)],
    ['goTo beyond the furthest is refused', at(0, 2), { type: 'goTo', step: 3 }, at(0, 2)],
    [
      'goTo the next unreached step is refused (next is the way)',
      at(1, 1),
      { type: 'goTo', step: 2 },
      at(1, 1),
    ],
    ['goTo outside the wizard is refused', at(1, 3), { type: 'goTo', step: 4 }, at(1, 3)],
    ['goTo a negative step is refused', at(1, 3), { type: 'goTo', step: -1 }, at(1, 3)],
    ['a completed wizard ignores next', at(3, 3, true), { type: 'next' }, at(3, 3, true)],
    ['a completed wizard ignores goTo', at(3, 3, true), { type: 'goTo', step: 0 }, at(3, 3, true)],
    ['reset starts again', at(3, 3, true), { type: 'reset' }, at(0, 0)],
  ])('%s', (_, before, action, after) => {
    expect(wizardReducer(before, action)).toEqual(after);
  });

  it('returns the same state when nothing moves, so React skips the render', () => {
    const state = at(0, 2);
    expect(wizardReducer(state, { type: 'goTo', step: 3 })).toBe(state);
    expect(wizardReducer(state, { type: 'back' })).toBe(state);
  });

  it('walks a three-step wizard to completion', () => {
    let state = initialWizard(3);
    for (const action of [{ type: 'next' }, { type: 'next' }, { type: 'next' }] as const)
      state = wizardReducer(state, action);
    expect(state).toEqual({ steps: 3, current: 2, furthest: 2, completed: true });
  });
});

describe('initialWizard', () => {
  it.each([
    [3, undefined, at(0, 0, false, 3)],
    [3, 2, at(2, 2, false, 3)],
    [3, 9, at(2, 2, false, 3)],
    [3, -1, at(0, 0, false, 3)],
  ])('%i steps from %s', (steps, current, expected) => {
    expect(initialWizard(steps, current)).toEqual(expected);
  });
});

describe('canGoTo and stepStatus', () => {
  // Step 1 shown after reaching step 2, in a four-step wizard.
  const state = at(1, 2);
  it.each([
    [0, true, 'done'],
    [1, true, 'current'],
    [2, true, 'reachable'],
    [3, false, 'locked'],
  ] as const)('step %i: can go %s, %s', (step, can, status) => {
    expect(canGoTo(state, step)).toBe(can);
    expect(stepStatus(state, step)).toBe(status);
  });

  it('shows every step done once completed', () => {
    expect([0, 1, 2, 3].map((step) => stepStatus(at(3, 3, true), step))).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });
});
