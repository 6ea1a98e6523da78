import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popup (menu, dropdown) the way people expect: Escape (focus goes back to the trigger), a
 * pointer press outside, or focus moving outside. Native replacement for Radix's dismissable layer.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const inside = (node: EventTarget | null) => node instanceof Node && !!container.current?.contains(node);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes this popup only, not a drawer dialog around it.
      event.preventDefault();
      close();
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, container, trigger, close]);
}
