import type { ReactNode } from 'react';
import { Label } from '@/ui/label';

/**
 * Fields of hand-written screens (the invoice builder, the widget creator, the pay page): a label over its
 * control, an optional hint and the field's message under it, tied together for assistive technology. Schema
 * forms have their own (src/forms/form-theme.ts).
 */

/** ids a control needs to be tied to its label, hint and message (aria-describedby, aria-invalid). */
export function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label over its control, with an optional hint and the field's message under it. */
export function FieldShell({ id, label, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={className ?? 'min-w-0 space-y-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

/** The look of a native select, matching src/ui/input. */
export const SELECT_CLASS =
  'h-10 w-full rounded-md border border-border bg-card px-3 text-sm aria-[invalid=true]:border-destructive';
