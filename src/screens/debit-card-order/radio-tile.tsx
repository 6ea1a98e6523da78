import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface RadioTileProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  /** The option's accessible name (the visible caption says the same). */
  label: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  children: ReactNode;
  className?: string;
}

/**
 * One option of a radio group drawn as a tile. A native radio lies over the whole tile, invisible: a click
 * anywhere picks it, the arrow keys move through the group as with any radio group, and assistive technology
 * hears a plain radio with its name. The tile shows the focus ring and the chosen mark for it.
 */
export function RadioTile({
  name,
  value,
  checked,
  onSelect,
  label,
  invalid,
  describedBy,
  children,
  className,
}: RadioTileProps) {
  return (
    <label className={cn('relative block', className)} data-option={value}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-lg opacity-0"
      />
      <span
        className={cn(
          'block h-full rounded-lg border-2 p-1.5 transition-colors peer-hover:border-primary/50',
          'peer-focus-visible:ring-4 peer-focus-visible:ring-primary/40',
          checked ? 'border-primary bg-primary/5' : 'border-border',
          invalid && !checked && 'border-destructive/60',
        )}
      >
        {children}
      </span>
      {checked ? (
        <span
          aria-hidden
          className="absolute end-1 top-1 z-0 grid size-6 place-items-center rounded-full bg-primary text-primary-foreground shadow"
        >
          <Check className="size-4" />
        </span>
      ) : null}
    </label>
  );
}
