import { useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import type { TableFile } from '@/config/table-file';
import { useSessionValues } from '@/forms/session-values';
import { pick } from '@/forms/value-refs';
import { searchRows } from '@/tables/browser-rows';
import { tableFileQuery } from '@/tables/load-table';
import { routeParams, type RowSources } from '@/tables/row-values';
import { pagingOf } from '@/tables/table-request';
import { activeFilterCount, clearDropdownFilters, type TableView } from '@/tables/table-view';
import { useTableData } from '@/tables/use-table-data';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Spinner } from '@/ui/spinner';
import { PageFailed } from '../page-state';
import { DataTable } from './data-table';
import { DetailSheet } from './detail-sheet';
import { EmptyState } from './empty-state';
import { FilterPanel } from './filter-panel';
import { FilterTabs } from './filter-tabs';
import { useFormatContext } from './format-context';
import { Pager } from './pager';
import { RowCards } from './row-cards';
import { SearchBox } from './search-box';
import { ToolbarButtons } from './toolbar-buttons';
import { useTableView } from './use-table-view';
import { useWide } from './use-wide';

export interface TableBlockProps {
  /** `schemas/tables/NAME.json`. */
  name: string;
  /** In a dialog the view is kept in memory, not in the address. */
  inDialog?: boolean;
  /** Shows the file's title as a heading (a page has its own header). */
  heading?: 'h1' | 'h2';
  /** The `$route` values, when not the page's own (a table in a row's side sheet reads the row's `id`). */
  route?: Record<string, string | undefined>;
  /** Told whether the list, without search or filters, has nothing in it (the page title may change). */
  onEmpty?: (empty: boolean) => void;
}

/** Any table file, wherever it shows: a list page, a detail's section, a dialog. */
export function TableBlock({ name, inDialog = false, heading, route, onEmpty }: TableBlockProps) {
  const { t } = useTranslation(['lists', 'errors']);
  const file = useQuery(tableFileQuery(name));
  if (file.error)
    return <PageFailed message={apiErrorText(file.error, t)} onRetry={() => void file.refetch()} />;
  if (!file.data) return <Spinner label={t('lists:loading')} />;
  return (
    <LoadedTable
      file={file.data}
      name={name}
      inDialog={inDialog}
      heading={heading}
      route={route}
      onEmpty={onEmpty}
    />
  );
}

function LoadedTable({
  file,
  name,
  inDialog,
  heading,
  route: givenRoute,
  onEmpty,
}: TableBlockProps & { file: TableFile }) {
  const { t } = useTranslation(['lists', 'errors']);
  const navigate = useNavigate();
  const pageRoute = useParams();
  const route = givenRoute ?? pageRoute;
  const [query] = useSearchParams();
  const session = useSessionValues();
  const sources: RowSources = { session, route, query };
  const [view, setView] = useTableView(file, !inDialog);
  const data = useTableData(file, view, sources);
  const ctx = useFormatContext();
  const wide = useWide();
  const paging = pagingOf(file.source);

  const rows = useMemo(
    () =>
      paging === 'server'
        ? (data.data?.rows ?? [])
        : searchRows(file, data.data?.rows ?? [], view.search, ctx),
    [paging, data.data, file, view.search, ctx],
  );
  const narrowed = view.search !== '' || activeFilterCount(file, view) > 0;
  const empty = data.data !== undefined && rows.length === 0 && !narrowed;
  useEffect(() => onEmpty?.(empty), [empty, onEmpty]);
  const change = (next: TableView) => setView(next);
  const onOpen = file.rowDetail
    ? (row: unknown) => change({ ...view, open: String(pick(row, file.rowKey ?? 'id')) })
    : file.rowLink
      ? (row: unknown) => {
          const target = routeHref(file.rowLink!.to, routeParams(file.rowLink!.params, { ...sources, row }));
          if (target) void navigate(target);
        }
      : undefined;
  const Heading = heading ?? 'h2';
  const pagination = data.data?.pagination;

  return (
    <section className="space-y-3" data-table={name} aria-busy={data.isFetching || undefined}>
      {(heading || inDialog || (file.toolbar?.length ?? 0) > 0) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {(heading || inDialog) && <Heading className="text-lg font-semibold">{t(file.title)}</Heading>}
          <div className="ms-auto flex flex-wrap gap-2">
            <ToolbarButtons actions={file.toolbar ?? []} sources={sources} />
          </div>
        </div>
      )}
      <FilterTabs file={file} view={view} onChange={change} />
      <div className="flex flex-wrap items-start gap-2">
        {file.search !== false && (
          <SearchBox
            value={view.search}
            placeholder={file.search?.placeholder}
            onSearch={(search) => change({ ...view, search, page: 1 })}
          />
        )}
        <FilterPanel file={file} view={view} onChange={change} />
      </div>
      {data.error && !data.data ? (
        <PageFailed message={apiErrorText(data.error, t)} onRetry={() => void data.refetch()} />
      ) : !data.data ? (
        <div className="grid min-h-32 place-items-center">
          <Spinner label={t('lists:loading')} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          file={file}
          narrowed={narrowed}
          sources={sources}
          onClear={() => change({ ...clearDropdownFilters(file, view), search: '' })}
        />
      ) : wide ? (
        <DataTable
          file={file}
          rows={rows}
          view={view}
          sortsInBrowser={paging !== 'server'}
          onSort={(sort) => change({ ...view, ...(sort && { sort }), page: 1 })}
          onOpen={onOpen}
          sources={sources}
        />
      ) : (
        <RowCards file={file} rows={rows} onOpen={onOpen} sources={sources} />
      )}
      {data.error && data.data && (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorText(data.error, t)}
        </p>
      )}
      {pagination && paging === 'server' ? (
        <Pager
          current={pagination.current_page}
          last={pagination.last_page}
          total={pagination.total}
          onPage={(page) => change({ ...view, page })}
        />
      ) : (
        data.data &&
        rows.length > 0 && (
          <p className="text-sm text-muted-foreground">{t('lists:pager.total', { count: rows.length })}</p>
        )
      )}
      {file.rowDetail && view.open && (
        <DetailSheet
          name={file.rowDetail}
          id={view.open}
          onClose={() => change({ ...view, open: undefined })}
        />
      )}
    </section>
  );
}
