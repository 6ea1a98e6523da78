import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '@/tables/page-window';
import { Button } from '@/ui/button';
import { cn } from '@/lib/cn';

/** Page links: previous, the pages around the current one (3 either side, spec A §9), next. */
export function Pager({
  current,
  last,
  total,
  onPage,
}: {
  current: number;
  last: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(['lists']);
  if (last <= 1)
    return <p className="text-sm text-muted-foreground">{t('lists:pager.total', { count: total })}</p>;
  return (
    <nav aria-label={t('lists:pager.label')} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">{t('lists:pager.total', { count: total })}</p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={current <= 1}
            onClick={() => onPage(current - 1)}
            aria-label={t('lists:pager.previous')}
          >
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          </Button>
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={page}>
              <Button
                variant={page === current ? 'default' : 'ghost'}
                size="sm"
                className={cn('min-w-8 tabular-nums')}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('lists:pager.page', { page })}
                onClick={() => onPage(page)}
              >
                {page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={current >= last}
            onClick={() => onPage(current + 1)}
            aria-label={t('lists:pager.next')}
          >
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
