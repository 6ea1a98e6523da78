import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/card';

const ICONS = { success: CheckCircle2, error: XCircle, warning: AlertTriangle, waiting: Clock } as const;

/** One state of the flow: an icon, a heading, what it means, what to do next. */
export function QrMessage({
  tone,
  title,
  body,
  children,
}: {
  tone: keyof typeof ICONS;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <Card
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className="space-y-3 p-6 text-center"
    >
      <Icon
        aria-hidden
        className={cn(
          'mx-auto size-10',
          tone === 'success' && 'text-emerald-700',
          tone === 'error' && 'text-destructive',
          tone === 'warning' && 'text-amber-600',
          tone === 'waiting' && 'text-muted-foreground',
        )}
      />
      <h1 className="text-xl font-semibold">{title}</h1>
      {body ? <div className="text-muted-foreground">{body}</div> : null}
      {children ? <div className="flex flex-wrap justify-center gap-2 pt-2">{children}</div> : null}
    </Card>
  );
}
