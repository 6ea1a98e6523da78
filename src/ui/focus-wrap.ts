/**
 * Keeps Tab inside a modal dialog. The native `<dialog>` makes the page behind it inert, but after its last
 * control Tab leaves the document for the browser's own toolbar (focus falls to nothing on the page) instead
 * of going round to the first control, as a modal dialog's keyboard pattern asks.
 */

/** What Tab can land on (a radio group's unchecked options and tabindex -1 are skipped by the browser). */
const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
  'select:not([disabled]), textarea:not([disabled]), summary, iframe, [contenteditable]:not([contenteditable="false"]), ' +
  '[tabindex]';

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[inert], [hidden]') &&
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.name !== '') &&
      // Not laid out (display: none, a closed <details>): Tab skips it. Without checkVisibility (jsdom), all count.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/**
 * For a Tab key press inside `container`: from its last control on to the first, and with Shift from the
 * first (or from the container itself) back to the last. Anywhere else the browser's own order applies.
 * Returns true when it moved the focus (the caller then stops the browser's own move).
 */
export function wrapTab(container: HTMLElement, shift: boolean, active: Element | null): boolean {
  const list = tabbables(container);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return false;
  const target = shift
    ? active === first || active === container
      ? last
      : undefined
    : active === last
      ? first
      : undefined;
  target?.focus();
  return target !== undefined;
}
