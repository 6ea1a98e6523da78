import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FLAGS, USD_FLAG } from './currency-icon-flags';

/** Whether `code` has a drawing of its own (the others show the default, the USD graphic, spec A §3). */
export const hasCurrencyIcon = (code: string): boolean => Object.hasOwn(FLAGS, code.toUpperCase());

/**
 * A small flag badge for a currency, next to its code. Decorative (the code is always written beside it), so
 * screen readers skip it. Flags are not mirrored in right-to-left layouts.
 */
export function CurrencyIcon({ code, className }: { code: string; className?: string }) {
  // React's ids hold characters (colons, guillemets) that url(#…) references do not take reliably.
  const clip = `currency-clip-${useId().replace(/[^\w-]/g, '')}`;
  const drawing = FLAGS[code.toUpperCase()] ?? USD_FLAG;
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden
      focusable="false"
      data-currency-icon={hasCurrencyIcon(code) ? code.toUpperCase() : 'default'}
      className={cn('h-4 w-6 shrink-0', className)}
    >
      <clipPath id={clip}>
        <rect width="30" height="20" rx="3" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>{drawing}</g>
      <rect
        x="0.25"
        y="0.25"
        width="29.5"
        height="19.5"
        rx="2.75"
        fill="none"
        stroke="rgb(0 0 0 / 0.15)"
        strokeWidth="0.5"
      />
    </svg>
  );
}
