import type { ReactNode } from 'react';
import { Card } from '@/ui/card';

/** The card every auth screen sits in: a heading, an optional line under it, the content. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="w-full max-w-xl space-y-6 p-6 sm:p-8">
      <div className="space-y-1.5">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {lead ? <p className="text-sm text-muted-foreground">{lead}</p> : null}
      </div>
      {children}
    </Card>
  );
}
