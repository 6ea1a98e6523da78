import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createSortedRowModel,
  rowSortingFeature,
  sortFns,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { TableColumn, TableFile } from '@/config/table-file';
import { pick } from '@/forms/value-refs';
import { sortValue } from '@/tables/cell-format';
import type { RowSources } from '@/tables/row-values';
import type { TableView } from '@/tables/table-view';
import { cn } from '@/lib/cn';
import { CellValue } from './cell';
import { CellFormatProvider } from './format-context';
import { RowActions } from './row-actions';
import { isLongList, RowWindowed, type RowWindow } from './row-window';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns });
type Row = Record<string, unknown>;

const ROW_HEIGHT = 53;
/** Secondary columns (`hideOnPhone`) show only when the table has room: 48 rem of its own width. */
const SECONDARY = 'hidden @3xl:table-cell';

const isNumeric = (column: TableColumn) =>
  column.align === 'end' ||
  (column.align === undefined && ['money', 'number', 'percent'].includes(column.type ?? 'text'));

export interface DataTableProps {
  file: TableFile;
  rows: unknown[];
  view: TableView;
  /** Sorting happens in the browser (paging `all`), not on the server. */
  sortsInBrowser: boolean;
  onSort: (sort: TableView['sort']) => void;
  onOpen?: (row: unknown) => void;
  sources: RowSources;
}

/**
 * The wide-screen list: a real `<table>` with sortable headers (`aria-sort`), TanStack Table for the column
 * and sort model, and TanStack Virtual for long lists (DESIGN §4). A row that opens something is a link in
 * its first cell, so keyboards and screen readers reach it; a click anywhere on the row does the same.
 */
export function DataTable(props: DataTableProps) {
  return (
    <CellFormatProvider>
      <TableRows {...props} />
    </CellFormatProvider>
  );
}

function TableRows({ file, rows, view, sortsInBrowser, onSort, onOpen, sources }: DataTableProps) {
  const { t } = useTranslation(['lists']);
  const columns = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      file.columns.map((column) => ({
        id: column.id,
        accessorFn: (row: Row) =>
          sortValue(column.type ?? 'text', column.value ? pick(row, column.value) : undefined),
        enableSorting: column.sortable === true,
        sortFn: 'basic',
      })),
    [file.columns],
  );
  const sorting: SortingState = view.sort ? [{ id: view.sort.column, desc: view.sort.order === 'desc' }] : [];
  const table = useTable({
    features,
    columns,
    data: rows as Row[],
    state: { sorting },
    manualSorting: !sortsInBrowser,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSort(first ? { column: first.id, order: first.desc ? 'desc' : 'asc' } : undefined);
    },
    getRowId: (row, index) => String(pick(row, file.rowKey ?? 'id') ?? index),
  });
  const modelRows = table.getRowModel().rows;

  const scroller = useRef<HTMLDivElement>(null);
  const virtual = isLongList(modelRows.length);

  const body = ({ indexes, start, end, totalSize }: RowWindow) => {
    const shown = indexes.map((index) => modelRows[index]!);
    const padTop = start;
    const padBottom = totalSize > 0 ? totalSize - end : 0;
    return (
      <table
        className="w-full border-collapse text-sm"
        aria-rowcount={virtual ? modelRows.length + 1 : undefined}
      >
        <thead className="sticky top-0 z-10 bg-muted/95 backdrop-blur">
          <tr>
            {file.columns.map((column) => {
              const tableColumn = table.getColumn(column.id);
              const sorted = tableColumn?.getIsSorted();
              const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={cn(
                    'whitespace-nowrap px-3 py-2 text-start font-medium text-muted-foreground',
                    isNumeric(column) && 'text-end',
                    column.hideOnPhone && SECONDARY,
                  )}
                >
                  {column.sortable && tableColumn ? (
                    <button
                      type="button"
                      onClick={tableColumn.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {t(column.label)}
                      <Icon aria-hidden className={cn('size-3.5', !sorted && 'opacity-40')} />
                      <span className="sr-only">{t('lists:sort.by', { column: t(column.label) })}</span>
                    </button>
                  ) : column.type === 'actions' ? (
                    <span className="sr-only">{t(column.label)}</span>
                  ) : (
                    t(column.label)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {shown.map((row) => (
            <tr
              key={row.id}
              data-row-key={row.id}
              onClick={onOpen ? (event) => clickOpens(event) && onOpen(row.original) : undefined}
              className={cn('border-t border-border', onOpen && 'cursor-pointer hover:bg-muted/50')}
              style={virtual ? { height: ROW_HEIGHT } : undefined}
            >
              {file.columns.map((column, index) => (
                <td
                  key={column.id}
                  className={cn(
                    'px-3 py-2 align-middle',
                    isNumeric(column) && 'text-end',
                    column.hideOnPhone && SECONDARY,
                  )}
                >
                  {column.type === 'actions' ? (
                    <RowActions actions={column.actions ?? []} row={row.original} sources={sources} />
                  ) : index === 0 && onOpen ? (
                    <button
                      type="button"
                      onClick={() => onOpen(row.original)}
                      className="text-start font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <CellValue spec={column} row={row.original} sources={sources} />
                    </button>
                  ) : (
                    <CellValue spec={column} row={row.original} sources={sources} />
                  )}
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
        </tbody>
      </table>
    );
  };

  return (
    <div
      ref={scroller}
      className={cn('@container overflow-auto rounded-lg border border-border', virtual && 'max-h-[70dvh]')}
      data-virtual={virtual || undefined}
    >
      <RowWindowed
        count={modelRows.length}
        rowHeight={ROW_HEIGHT}
        overscan={10}
        getScrollElement={() => scroller.current}
      >
        {body}
      </RowWindowed>
    </div>
  );
}

/** A click on the row opens it, unless it was on a control of its own (a link, a button, an action). */
function clickOpens(event: React.MouseEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest('a, button, input, select, [role="menu"]');
}
