import { Link } from 'react-router';
import type { DetailField } from '@/config/detail-file';
import type { TableColumn } from '@/config/table-file';
import { pick } from '@/forms/value-refs';
import { formatValue, tagNames } from '@/tables/cell-format';
import { routeParams, type RowSources } from '@/tables/row-values';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { StatusBadge } from '../status-badge';
import { useCellFormat } from './format-context';

/** A column of a table or a field of a detail: how one value of a row shows. */
export type ValueSpec = DetailField | TableColumn;

/** One value of a row, drawn by its type: text, money, a date in the person's zone, a badge, tags, a link. */
export function CellValue({ spec, row, sources }: { spec: ValueSpec; row: unknown; sources: RowSources }) {
  const { format: ctx, t } = useCellFormat();
  const type = spec.type ?? 'text';
  const value = spec.value ? pick(row, spec.value) : undefined;
  const secondary = spec.secondary ? pick(row, spec.secondary) : undefined;

  let main: React.ReactNode;
  if (type === 'status' && typeof value === 'string' && value) {
    main = <StatusBadge value={value} labels={spec.labels} />;
  } else if (type === 'tags') {
    main = (
      <span className="flex flex-wrap gap-1">
        {tagNames(value).map((name) => (
          <span key={name} className="rounded-md bg-muted px-1.5 py-0.5 text-xs">
            {spec.labels ? t(`${spec.labels}${name}`, { defaultValue: name }) : name}
          </span>
        ))}
      </span>
    );
  } else if (type === 'link' && spec.link) {
    const target = routeHref(spec.link.to, routeParams(spec.link.params, { ...sources, row }));
    const text = formatValue('text', value, ctx) || t(spec.label);
    main = target ? (
      <Link to={target} className="font-medium text-primary underline-offset-4 hover:underline">
        {text}
      </Link>
    ) : (
      text
    );
  } else {
    const currency = pick(row, (spec as TableColumn).currency ?? 'currency');
    const text = formatValue(type, value, ctx, typeof currency === 'string' ? currency : undefined);
    main =
      type === 'date' || type === 'datetime' ? (
        <span className="whitespace-nowrap">{text}</span>
      ) : type === 'money' || type === 'number' || type === 'percent' ? (
        <span dir="ltr" className="whitespace-nowrap tabular-nums">
          {text}
        </span>
      ) : (
        text
      );
  }
  if (secondary === undefined || secondary === null || secondary === '') return main;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate">{main}</span>
      <span className="truncate text-xs text-muted-foreground">{String(secondary)}</span>
    </span>
  );
}
