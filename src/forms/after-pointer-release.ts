/**
 * Runs `fn` once the pointer the person is pressing is released (and its click delivered), or now when none is
 * pressed. A field's blur runs validation, and an error line that appears or goes away moves the fields below
 * it: pressing a button or a select under it would blur the field, shift the target under the pointer, and the
 * press would be lost (mousedown on one element, mouseup on another sends no click). Deferring the blur's
 * validation until the press is over keeps the click where the person aimed.
 */
let pressed = false;
let listening = false;
const waiting: (() => void)[] = [];

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    if (waiting.length === 0) return;
    const due = waiting.splice(0);
    // After the click that follows this release in the same task.
    setTimeout(() => due.forEach((fn) => fn()), 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function afterPointerRelease(fn: () => void): void {
  listen();
  if (pressed) waiting.push(fn);
  else fn();
}

/** Starts tracking presses (call once when a form mounts, before the first press can blur a field). */
export const trackPointerPresses = listen;
