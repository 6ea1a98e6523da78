import { useTranslation } from 'react-i18next';
import type { TableFile, TableFilter } from '@/config/table-file';
import type { TableView } from '@/tables/table-view';
import { cn } from '@/lib/cn';

/** A filter shown as a row of tabs above the list (the events' all / past / live / draft ...). */
export function FilterTabs({
  file,
  view,
  onChange,
}: {
  file: TableFile;
  view: TableView;
  onChange: (view: TableView) => void;
}) {
  const { t } = useTranslation(['lists']);
  const tabs = (file.filters ?? []).filter((filter): filter is TableFilter => filter.type === 'tabs');
  return tabs.map((filter) => {
    const current = view.filters[filter.id] ?? filter.default ?? filter.options?.[0]?.value;
    return (
      <nav key={filter.id} aria-label={t(filter.label)} className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1">
          {(filter.options ?? []).map((option) => (
            <li key={option.value}>
              <button
                type="button"
                aria-current={option.value === current ? 'true' : undefined}
                onClick={() =>
                  onChange({ ...view, filters: { ...view.filters, [filter.id]: option.value }, page: 1 })
                }
                className={cn(
                  'whitespace-nowrap rounded-full px-3 py-1.5 text-sm',
                  option.value === current ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {t(option.label)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    );
  });
}
