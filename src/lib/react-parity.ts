/**
 * The app is written against React's API and runs on Preact's (preact/compat; why: docs/performance.md,
 * "Runtime"). Three React behaviours the app relies on are not Preact's, and this module adds them back for every
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
 * - **`useId` is unique in the document.** Preact counts ids from the nearest vnode that holds a counter,
 *   found by walking up the vnode parents. A component that mounts while its Suspense boundary is parked (a
 *   query answers while a sibling waits for its texts) walks up to a vnode that the boundary's own re-render
 *   has since cut loose, starts a counter there, and hands out `P0-0`, `P0-1`… again: a label then names
 *   another control (seen: the widget editor's "Brand colour" label pointed at the header's account select).
 *   Every component vnode is given the one counter before it renders, so the walk ends at once. The ids are
 *   still Preact's `P0-n`; the app renders on the client only, so no server ids need to match.
 *
 * They use Preact's internal names, as its own add-ons (signals, devtools) do: `__e` is a vnode's element,
 * `__m` its id counter, `options.__b` the hook before a vnode is diffed. tests/unit/lib/react-parity.test.tsx
 * fails if a Preact upgrade renames them.
 */
import { options, type VNode } from 'preact';

type RenderedVNode = VNode<Record<string, unknown>> & { __e?: Element | null };
type CountedVNode = VNode & { __m?: [number, number] };
type InternalOptions = typeof options & { __b?: (vnode: VNode) => void };

/** The one `useId` counter: `[namespace, next]`, as Preact's hooks read it. */
const documentIdCounter: [number, number] = [0, 0];

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

/** Adds the three behaviours; safe to call more than once (the app's entry and the unit tests' setup both do). */
export function installReactParity(root: Document = document): void {
  if (installed) return;
  installed = true;
  const previousDiffed = options.diffed;
  options.diffed = (vnode) => {
    noteRendered(vnode as RenderedVNode);
    previousDiffed?.(vnode);
  };
  root.addEventListener('input', restoreControlledValue);
  const internal = options as InternalOptions;
  const previousDiff = internal.__b;
  internal.__b = (vnode) => {
    if (typeof vnode.type === 'function') (vnode as CountedVNode).__m = documentIdCounter;
    previousDiff?.(vnode);
  };
}
