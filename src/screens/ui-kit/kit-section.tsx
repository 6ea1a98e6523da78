import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';

/**
 * One piece of the catalogue: its name, what it does, the piece itself, and what a config file (or a screen's
 * code, for the pieces no config names) writes to get it. The snippet is code: it stays left to right.
 */
export function KitSection({
  id,
  title,
  description,
  snippet,
  where = 'config',
  children,
}: {
  id: string;
  title: string;
  description: string;
  snippet: string;
  where?: 'config' | 'screen';
  children: ReactNode;
}) {
  const { t } = useTranslation('uiKit');
  const headingId = `ui-kit-${id}-title`;
  return (
    <Card id={`ui-kit-${id}`} aria-labelledby={headingId} className="scroll-mt-20 space-y-4 p-4 sm:p-6">
      <header className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      <div className="min-w-0">{children}</div>
      <figure className="space-y-1">
        <figcaption className="text-xs font-medium text-muted-foreground">
          {where === 'config' ? t('configLabel') : t('screenLabel')}
        </figcaption>
        <pre
          dir="ltr"
          className="overflow-x-auto rounded-md bg-muted px-3 py-2 text-start font-mono text-xs leading-relaxed"
        >
          <code>{snippet}</code>
        </pre>
      </figure>
    </Card>
  );
}
