import { useEffect, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { wrapTab } from './focus-wrap';
import { useLatest } from '@/lib/use-latest';

export interface DialogProps extends Omit<ComponentProps<'dialog'>, 'open' | 'onClose' | 'children'> {
  open: boolean;
  /** Called for Escape, a click on the backdrop and `close()` from inside; the owner sets `open` false. */
  onClose: () => void;
  /**
   * The dialog's primary action, run when Enter is pressed inside it (spec A §9: "Enter confirms") anywhere a
   * key has no meaning of its own: not on a button, link, select, text area or list option, not inside a form
   * (Enter submits the form there), not while an input method is composing. Leave it out for a dialog
   * without a single primary action.
   */
  onConfirm?: () => void;
  children: ReactNode;
}

/** Where Enter already means something: it activates, picks, adds a line, or submits the form around it. */
const ENTER_HAS_A_MEANING =
  'button, a[href], textarea, select, summary, form, [contenteditable]:not([contenteditable="false"]), ' +
  '[role="button"], [role="link"], [role="combobox"], [role="listbox"], [role="option"], [role="menuitem"], ' +
  '[role="tab"], [role="checkbox"], [role="radio"], [role="switch"]';

/** True when an Enter key press inside a dialog should run its primary action. */
export function confirmsOnEnter(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.repeat) return false;
  if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
  // 229 is the key code browsers give a key an input method (Japanese, Chinese, Korean) is still composing.
  if (event.nativeEvent.isComposing || event.keyCode === 229) return false;
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest(ENTER_HAS_A_MEANING);
}

/**
 * A modal dialog on the native `<dialog>` element (no Radix dialog package is installed): the browser makes
 * the page behind inert and closes on Escape; Tab goes round inside it (`wrapTab`). Focus goes back to what had
 * it before opening.
 */
export function Dialog({ open, onClose, onConfirm, onKeyDown, className, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useLatest(onClose);
  const onConfirmRef = useLatest(onConfirm);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may be gone (a drawer closed with the dialog); then focus stays where the browser put it.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-[532px] rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/40',
        className,
      )}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const tab = event.key === 'Tab' && !event.defaultPrevented && !event.altKey && !event.ctrlKey;
        if (tab && wrapTab(event.currentTarget, event.shiftKey, document.activeElement)) {
          event.preventDefault();
          return;
        }
        const confirm = onConfirmRef.current;
        if (!confirm || !confirmsOnEnter(event)) return;
        event.preventDefault();
        confirm();
      }}
      {...props}
    >
      {open ? children : null}
    </dialog>
  );
}
