import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DialogProps extends Omit<ComponentProps<'dialog'>, 'open' | 'onClose' | 'children'> {
  open: boolean;
  /** Called for Escape, a click on the backdrop and `close()` from inside; the owner sets `open` false. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element (no Radix dialog package is installed): the browser traps
 * focus, makes the page behind inert and closes on Escape. Focus goes back to what had it before opening.
 */
export function Dialog({ open, onClose, className, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

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
      {...props}
    >
      {open ? children : null}
    </dialog>
  );
}
