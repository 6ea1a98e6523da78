import { useReducer, useRef, useState } from 'react';
import { canGoTo, initialWizard, isForward, wizardReducer } from './wizard-state';

export interface UseWizardOptions {
  steps: number;
  /**
   * Asked before every forward move, from the step being left to the step asked for (`to` is `steps` when the
   * last step is left); the move happens only when it returns (or resolves to) true.
   */
  beforeChange?: (from: number, to: number) => boolean | Promise<boolean>;
  /** Called once when the last step is left (spec A §4: the last step emits completion). */
  onComplete?: () => void;
}

/**
 * The wizard's state with its checks wired in: `next()` and `goTo(i)` wait for `beforeChange` when they move
 * forwards, backward moves never wait. `checking` is true while a check runs, so Next can show it is busy, and
 * a second click meanwhile is ignored rather than skipping a step.
 */
export function useWizard({ steps, beforeChange, onComplete }: UseWizardOptions) {
  const [state, dispatch] = useReducer(wizardReducer, steps, (count: number) => initialWizard(count));
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);

  const guarded = async (to: number, apply: () => void): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setChecking(true);
    try {
      const allowed = beforeChange ? await beforeChange(state.current, to) : true;
      if (allowed) apply();
      return allowed;
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  const next = async (): Promise<boolean> => {
    if (state.completed) return false;
    const last = state.current === state.steps - 1;
    return guarded(state.current + 1, () => {
      dispatch({ type: 'next' });
      if (last) onComplete?.();
    });
  };

  const goTo = async (step: number): Promise<boolean> => {
    if (state.completed || !canGoTo(state, step) || step === state.current) return false;
    if (!isForward(state, step)) {
      dispatch({ type: 'goTo', step });
      return true;
    }
    return guarded(step, () => dispatch({ type: 'goTo', step }));
  };

  return {
    state,
    checking,
    next,
    goTo,
    back: () => dispatch({ type: 'back' }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
