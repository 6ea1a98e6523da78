import type { ReactNode } from 'react';
import { CircleCheck, CircleX, Clock, FileQuestion } from 'lucide-react';
import { Card } from '@/ui/card';
import { cn } from '@/lib/cn';

const TONES = {
  success: { icon: CircleCheck, className: 'bg-emerald-100 text-emerald-700' },
  waiting: { icon: Clock, className: 'bg-amber-100 text-amber-700' },
  failure: { icon: CircleX, className: 'bg-destructive/10 text-destructive' },
  missing: { icon: FileQuestion, className: 'bg-muted text-muted-foreground' },
} as const;

/** One Pay by Banque outcome: an icon for its tone, the title, what it means, and the ways on. */
export function ResultCard({
  tone,
  title,
  children,
  actions,
}: {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { icon: Icon, className } = TONES[tone];
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8">
      <title>{title}</title>
      <Card
        role={tone === 'failure' || tone === 'missing' ? 'alert' : 'status'}
        className="space-y-5 p-6 text-center sm:p-8"
        data-result={tone}
      >
        <span className={cn('mx-auto grid size-16 place-items-center rounded-full', className)}>
          <Icon aria-hidden className="size-8" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <div className="space-y-1 text-muted-foreground">{children}</div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">{actions}</div>
      </Card>
    </div>
  );
}
