import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { DetailField, DetailFile, DetailSection } from '@/config/detail-file';
import { pick } from '@/forms/value-refs';
import { routeParams, type RowSources } from '@/tables/row-values';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { ChartBlock } from '../chart/chart-block';
import { StatusBadge } from '../status-badge';
import { CellValue } from '../table/cell';
import { CellFormatProvider } from '../table/format-context';
import { RowActions } from '../table/row-actions';
import { TableBlock } from '../table/table-block';

/** A record as a detail file lays it out: heading and status, actions, then its sections in order. */
export function DetailBody({
  file,
  record,
  sources,
  headingLevel = 'h2',
  inSheet = false,
}: {
  file: DetailFile;
  record: unknown;
  sources: RowSources;
  headingLevel?: 'h1' | 'h2';
  /** In a row's side sheet: a table section reads the sheet's record, and keeps its view out of the address. */
  inSheet?: boolean;
}) {
  const { t } = useTranslation(['lists']);
  const here = { ...sources, row: record };
  const heading = file.heading ? pick(record, file.heading) : undefined;
  const status = file.status ? pick(record, file.status) : undefined;
  const Heading = headingLevel;
  const back = file.back && routeHref(file.back.to, routeParams(file.back.params, here));
  return (
    <CellFormatProvider>
      <div className="space-y-6">
        {back && (
          <Link
            to={back}
            className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t('lists:back')}
          </Link>
        )}
        <header className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1 space-y-1">
            {typeof heading === 'string' || typeof heading === 'number' ? (
              <>
                <p className="text-sm text-muted-foreground">{t(file.title)}</p>
                <Heading className="break-words text-2xl font-semibold">{String(heading)}</Heading>
              </>
            ) : (
              <Heading className="text-2xl font-semibold">{t(file.title)}</Heading>
            )}
          </div>
          {typeof status === 'string' && status && <StatusBadge value={status} />}
          {file.actions && file.actions.length > 0 && (
            <RowActions actions={file.actions} row={record} sources={here} />
          )}
        </header>
        {file.sections.map((section, index) => (
          <Section key={index} section={section} record={record} sources={here} inSheet={inSheet} />
        ))}
      </div>
    </CellFormatProvider>
  );
}

function Section({
  section,
  record,
  sources,
  inSheet,
}: {
  section: DetailSection;
  record: unknown;
  sources: RowSources;
  inSheet: boolean;
}) {
  const { t } = useTranslation(['lists']);
  const title = section.title && <h2 className="mb-3 text-lg font-semibold">{t(section.title)}</h2>;
  if (section.type === 'table')
    return (
      <section>
        {title}
        <TableBlock name={section.table} inDialog={inSheet} route={sources.route} />
      </section>
    );
  if (section.type === 'chart') return <ChartBlock section={section} record={record} />;
  if (section.type === 'list') {
    const rows = pick(record, section.rows);
    return (
      <section>
        {title}
        <ItemList
          columns={section.columns}
          rows={Array.isArray(rows) ? rows : []}
          sources={sources}
          empty={section.empty}
        />
      </section>
    );
  }
  return (
    <section className="rounded-lg border border-border p-4">
      {title}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {section.fields.map((field) => (
          <div key={`${field.label}-${field.value}`} className="min-w-0">
            <dt className="text-sm text-muted-foreground">{t(field.label)}</dt>
            <dd className="mt-0.5 break-words">
              <CellValue spec={field} row={record} sources={sources} />
              {isEmpty(field, record) && <span className="text-muted-foreground">—</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const isEmpty = (field: DetailField, record: unknown) => {
  const value = field.value ? pick(record, field.value) : undefined;
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
};

/** A list inside the record (an invoice's items): a small table, or cards on a phone via wrapping. */
function ItemList({
  columns,
  rows,
  sources,
  empty,
}: {
  columns: DetailField[];
  rows: unknown[];
  sources: RowSources;
  empty?: string;
}) {
  const { t } = useTranslation(['lists']);
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">{t(empty ?? 'lists:empty.title')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className="px-3 py-2 text-start font-medium text-muted-foreground"
              >
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-border">
              {columns.map((column) => (
                <td key={column.label} className="px-3 py-2">
                  <CellValue spec={column} row={row} sources={sources} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
