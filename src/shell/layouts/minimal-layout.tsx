import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '../brand';
import { FullPageSpinner } from '../full-page-spinner';
import { LocaleSwitcher } from '../locale-switcher';

/** Auth-style frame: logo, the page, and a footer with the locale switcher and copyright (spec A §2). */
export function MinimalLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-6 py-5">
        <Brand />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="flex flex-col gap-3 border-t border-border px-6 py-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <LocaleSwitcher />
        <p>{t('footer.copyright', { year: new Date().getFullYear(), entity: 'FPLTD' })}</p>
      </footer>
    </div>
  );
}
