import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DetailFile } from '@/config/detail-file';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Label } from '@/ui/label';
import { useSourceOptions } from '../table/use-filter-options';

/**
 * The select above a detail that opens the same page for another record (the money tracker's accounts):
 * the chosen option fills the route param, and the address changes, so a reload keeps the choice.
 */
export function RecordSwitcher({
  switcher,
  routeName,
}: {
  switcher: NonNullable<DetailFile['switcher']>;
  routeName: string;
}) {
  const { t } = useTranslation(['lists']);
  const id = useId();
  const navigate = useNavigate();
  const route = useParams();
  const options = useSourceOptions(switcher.optionsFrom) ?? [];
  const current = route[switcher.param] ?? '';
  if (options.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>{t(switcher.label)}</Label>
      <select
        id={id}
        value={options.some((option) => option.value === current) ? current : ''}
        onChange={(event) => {
          const target = routeHref(routeName, { ...route, [switcher.param]: event.target.value } as Record<
            string,
            string
          >);
          if (target) void navigate(target);
        }}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {current === '' && <option value="">{t('lists:filters.any')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
