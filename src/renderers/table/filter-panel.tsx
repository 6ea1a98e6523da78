import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilter } from 'lucide-react';
import type { TableFile, TableFilter } from '@/config/table-file';
import {
  activeFilterCount,
  clearDropdownFilters,
  dropdownFilters,
  type TableView,
} from '@/tables/table-view';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { useFilterOptions } from './use-filter-options';

const SELECT_CLASS =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The filter dropdown: a button with the number of filters set, opening a panel with each select filter and
 * the date range. "Clear" empties the selects and keeps the date range (spec A §9: dateRange is frozen).
 */
export function FilterPanel({
  file,
  view,
  onChange,
}: {
  file: TableFile;
  view: TableView;
  onChange: (view: TableView) => void;
}) {
  const { t } = useTranslation(['lists']);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const selects = dropdownFilters(file);
  const ranges = (file.filters ?? []).filter((filter) => filter.type === 'dateRange');
  if (selects.length === 0 && ranges.length === 0) return null;
  const count = activeFilterCount(file, view);
  const set = (key: string, value: string) => {
    const filters = { ...view.filters };
    if (value) filters[key] = value;
    else delete filters[key];
    onChange({ ...view, filters, page: 1 });
  };

  return (
    <div className="w-full sm:w-auto">
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <ListFilter aria-hidden className="size-4" />
        {t('lists:filters.button')}
        {count > 0 && (
          <span className="ms-1 rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{count}</span>
        )}
      </Button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('lists:filters.button')}
          className="mt-2 grid gap-3 rounded-lg border border-border bg-card p-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {selects.map((filter) => (
            <SelectFilter
              key={filter.id}
              filter={filter}
              value={view.filters[filter.id] ?? ''}
              onChange={(v) => set(filter.id, v)}
            />
          ))}
          {ranges.map((filter) => (
            <fieldset key={filter.id} className="grid grid-cols-2 gap-2 sm:col-span-2">
              <legend className="mb-1 text-sm font-medium">{t(filter.label)}</legend>
              {(['from', 'to'] as const).map((end) => (
                <DateInput
                  key={end}
                  label={t(`lists:filters.${end}`)}
                  value={view.filters[`${filter.id}_${end}`] ?? ''}
                  onChange={(v) => set(`${filter.id}_${end}`, v)}
                />
              ))}
            </fieldset>
          ))}
          {selects.length > 0 && (
            <div className="flex items-end">
              <Button
                type="button"
                variant="ghost"
                disabled={count === 0}
                onClick={() => onChange(clearDropdownFilters(file, view))}
              >
                {t('lists:filters.clear')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function SelectFilter({
  filter,
  value,
  onChange,
}: {
  filter: TableFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['lists']);
  const id = useId();
  const options = useFilterOptions(filter);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{t(filter.label)}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={SELECT_CLASS}
      >
        <option value="">{t('lists:filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
