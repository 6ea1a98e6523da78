import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/cn';

/**
 * A form label: Radix's Label behaviour without its two packages on every form. A double click on the text
 * does not select it (it focuses the field, as one click does); a press on a control inside the label is left
 * alone.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  const keepSelection = (event: MouseEvent<HTMLLabelElement>) => {
    if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
    onMouseDown?.(event);
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  return <label className={cn('text-sm font-medium', className)} onMouseDown={keepSelection} {...props} />;
}
