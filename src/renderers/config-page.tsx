import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * The frame of a page built from a config file, or of a bespoke screen: the route and file it renders (for
 * tests and tools), the document title, and a heading with the title, the intro line and, beside them, the
 * page's buttons.
 */
export function ConfigPage({
  routeName,
  kind,
  name,
  title,
  description,
  actions,
  className,
  children,
}: {
  routeName: string;
  kind: 'form' | 'wizard' | 'screen';
  name: string;
  /** Text keys. */
  title: string;
  description?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn('mx-auto w-full space-y-4 px-4 py-6 sm:px-6', className)}
      data-route-name={routeName}
      data-page-kind={kind}
      data-page-config={name}
    >
      <title>{t(title)}</title>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold">{t(title)}</h1>
          {description && <p className="text-muted-foreground">{t(description)}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
