import { useEffect, useRef, useState } from 'react';
import { VALIDATION_DEBOUNCE_MS } from '@/config/limits';

/**
 * Which fields show their rule's message: a field 600 ms after typing in it stops (spec A §9 validation
 * debounce), every field once the form is sent. Not on leaving a field: a message appearing then would move
 * the button under a pointer that is already pressing it, and the click would be lost.
 */
export function useShownErrors<F extends string>() {
  const [shown, setShown] = useState<ReadonlySet<F>>(new Set());
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const showLater = (field: F) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => setShown((seen) => (seen.has(field) ? seen : new Set(seen).add(field))),
      VALIDATION_DEBOUNCE_MS,
    );
  };
  const showAll = (fields: readonly F[]) => {
    window.clearTimeout(timer.current);
    setShown(new Set(fields));
  };
  return { shown, showLater, showAll };
}
