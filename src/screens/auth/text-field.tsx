import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  /** The field's message, already translated. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** Label, input and its message, tied together for screen readers (aria-describedby, aria-invalid). */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const described = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={described.length ? described.join(' ') : undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
