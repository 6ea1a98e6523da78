/**
 * The app is written against React's API and runs on Preact's (preact/compat; why: docs/performance.md,
 * "Runtime"). Two React behaviours the app relies on are not Preact's, and this module adds them back for every
 * element, so no screen has to know which runtime draws it:
 *
 * - **Controlled fields stay controlled.** React puts a field's `value` back after every input event, so a
 *   change handler that refuses a keystroke (a letter in a digits-only box) leaves the field as it was. Preact
 *   writes `value` only when the field re-renders, and a refused keystroke causes no render, so the letter
 *   would stay on screen. After an input event that made nothing render, the field is given back the value its
 *   last render asked for.
 * - **`autoFocus` focuses on mount.** React calls `focus()` when an element with `autoFocus` mounts; Preact
 *   only sets the `autofocus` attribute, which browsers honour on page load and in `showModal()`, not for an
 *   element added later (the sidebar's account search, an inline edit).
 *
 * Both read the element of a rendered vnode from `__e`, the name Preact's own add-ons (signals, devtools) use.
 */
import { options, type VNode } from 'preact';

type RenderedVNode = VNode<Record<string, unknown>> & { __e?: Element | null };

/** The value each controlled text field's last render asked for. */
const renderedValue = new WeakMap<EventTarget, string>();
/** How many vnodes have rendered: tells a refused keystroke (nothing rendered after it) from an accepted one. */
let renders = 0;
/** Elements already focused for their `autoFocus`, so a re-render does not pull the focus back. */
const autoFocused = new WeakSet<Element>();

const UNCONTROLLED_TYPES = new Set(['checkbox', 'radio', 'file']);

function isTextField(type: unknown, props: Record<string, unknown>): boolean {
  if (type === 'textarea') return true;
  return type === 'input' && !UNCONTROLLED_TYPES.has(String(props.type ?? 'text'));
}

function noteRendered(vnode: RenderedVNode): void {
  renders += 1;
  const { type, props } = vnode;
  const element = vnode.__e;
  if (typeof type !== 'string' || !element || !props) return;
  if (isTextField(type, props)) {
    if (props.value == null) renderedValue.delete(element);
    else renderedValue.set(element, String(props.value));
  }
  if ((props.autoFocus || props.autofocus) && !autoFocused.has(element)) {
    autoFocused.add(element);
    // After the commit that inserts it: the element is in the document by then.
    queueMicrotask(() => {
      if (element.isConnected && element instanceof HTMLElement) element.focus();
    });
  }
}

function restoreControlledValue(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (!renderedValue.has(field) || (event as InputEvent).isComposing) return;
  const rendersBefore = renders;
  // A task later, once the renders the event set off have run (Preact renders in microtasks, and one render can
  // queue the next: RJSF's form state, then the field). Only a keystroke that made nothing render at all was
  // refused; after any render the field already shows what the app decided, or will once its render comes, and
  // putting an old value back meanwhile would be read by a blur in between.
  setTimeout(() => {
    if (renders !== rendersBefore) return;
    const value = renderedValue.get(field);
    if (value !== undefined && field.value !== value) field.value = value;
  });
}

let installed = false;

/** Adds the two behaviours; safe to call more than once (the app's entry and the unit tests' setup both do). */
export function installReactParity(root: Document = document): void {
  if (installed) return;
  installed = true;
  const previousDiffed = options.diffed;
  options.diffed = (vnode) => {
    noteRendered(vnode as RenderedVNode);
    previousDiffed?.(vnode);
  };
  root.addEventListener('input', restoreControlledValue);
}
