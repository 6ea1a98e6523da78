/**
 * The generic multi-step wizard (spec A §4): a step is left forwards only when its before-change check says
 * yes, earlier steps can be revisited freely, later ones only up to the furthest step reached, and leaving the
 * last step completes the wizard. Pure: the caller awaits `beforeChange(from, to)` and dispatches only on true
 * (see `use-wizard.ts`), so an asynchronous check (a server call) never lives in the reducer.
 */
export interface WizardState {
  /** How many steps. */
  steps: number;
  /** The step shown (0-based). */
  current: number;
  /** The furthest step reached so far; steps up to it can be opened again. */
  furthest: number;
  /** True once the last step was left forwards. */
  completed: boolean;
}

export type WizardAction =
  { type: 'next' } | { type: 'back' } | { type: 'goTo'; step: number } | { type: 'reset' };

/** How a step shows in the step list. */
export type StepStatus = 'done' | 'current' | 'reachable' | 'locked';

export const initialWizard = (steps: number, current = 0): WizardState => {
  const start = Math.max(0, Math.min(current, steps - 1));
  return { steps, current: start, furthest: start, completed: false };
};

/** Whether `step` may be opened from the current state (a forward move still needs its check). */
export function canGoTo(state: WizardState, step: number): boolean {
  if (!Number.isInteger(step) || step < 0 || step >= state.steps) return false;
  return step <= Math.max(state.current, state.furthest);
}

/** Whether moving to `step` goes forwards, so the current step's before-change check must pass first. */
export const isForward = (state: WizardState, step: number): boolean => step > state.current;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  if (state.completed && action.type !== 'reset') return state;
  switch (action.type) {
    case 'next': {
      if (state.current >= state.steps - 1) return { ...state, furthest: state.current, completed: true };
      const current = state.current + 1;
      return { ...state, current, furthest: Math.max(state.furthest, current) };
    }
    case 'back':
      return state.current > 0 ? { ...state, current: state.current - 1 } : state;
    case 'goTo':
      return canGoTo(state, action.step) && action.step !== state.current
        ? { ...state, current: action.step }
        : state;
    case 'reset':
      return initialWizard(state.steps);
  }
}

/**
 * A step's place in the list: the one shown is current; steps before the furthest were finished (done); the
 * furthest step, when another is shown, can be returned to (reachable); steps past it are locked.
 */
export function stepStatus(state: WizardState, step: number): StepStatus {
  if (state.completed) return 'done';
  if (step === state.current) return 'current';
  if (step < state.furthest) return 'done';
  if (step === state.furthest) return 'reachable';
  return 'locked';
}
