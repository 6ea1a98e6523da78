import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value of a render, in a ref that callbacks, timers and effects read without re-subscribing. It is
 * set at commit, in a layout effect: on Preact passive effects run after paint, so an event in between (a blur
 * right after a keystroke) would read the value before the keystroke (docs/performance.md, "Runtime").
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
