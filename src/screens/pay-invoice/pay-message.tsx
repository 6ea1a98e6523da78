import type { ReactNode } from 'react';

const TONES = {
  muted: 'text-muted-foreground',
  good: 'text-green-700 dark:text-green-400',
  bad: 'text-destructive',
} as const;

/** A public pay page's state in a line and a hint (paid, expired, not found), with its icon. */
export function PayMessage({
  icon,
  text,
  hint,
  tone = 'muted',
}: {
  icon: ReactNode;
  text: string;
  hint?: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-md border border-border p-4">
      <span className={TONES[tone]} aria-hidden>
        {icon}
      </span>
      <div>
        <p className="font-medium">{text}</p>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
    </div>
  );
}
