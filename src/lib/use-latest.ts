import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value of a render, in a ref that callbacks, timers and effects read without re-subscribing. It is
 * set at commit, in a layout effect, so an event that comes before the passive effects have run (a blur right
 * after a keystroke) reads the value after the keystroke.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
