import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /**
   * The element the tooltip describes, given the tooltip's id for `aria-describedby` when `describes` is set.
   * It must be focusable so keyboard users see the tooltip too.
   */
  children: (describedBy: string | undefined) => ReactNode;
  /** The text adds information (a reason): announce it. Off for a tooltip that repeats a visible label. */
  describes?: boolean;
  className?: string;
}

/**
 * A tooltip shown on hover and on keyboard focus, below its element and within its width, so it never leaves a
 * scrolling sidebar (no Radix tooltip package is installed; CSS only, no positioning library).
 */
export function Tooltip({ content, children, describes = false, className }: TooltipProps) {
  const id = useId();
  return (
    <span className="group/tooltip relative block">
      {children(describes ? id : undefined)}
      <span
        id={id}
        role="tooltip"
        aria-hidden={describes ? undefined : true}
        className={cn(
          'pointer-events-none invisible absolute start-0 top-full z-50 mt-1 w-max max-w-full rounded-md bg-foreground px-2 py-1 text-xs text-background opacity-0 shadow-md transition-opacity',
          'group-hover/tooltip:visible group-hover/tooltip:opacity-100 group-focus-within/tooltip:visible group-focus-within/tooltip:opacity-100',
          className,
        )}
      >
        {content}
      </span>
    </span>
  );
}
