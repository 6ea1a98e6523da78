import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { TableFile } from '@/config/table-file';
import { pick } from '@/forms/value-refs';
import type { RowSources } from '@/tables/row-values';
import { cn } from '@/lib/cn';
import { CellValue } from './cell';
import { CellFormatProvider } from './format-context';
import { RowActions } from './row-actions';
import { isLongList, RowWindowed, type RowWindow } from './row-window';

const CARD_HEIGHT = 140;

/**
 * The phone-width list: one card per row, its first column as the card's title and the others as label and
 * value, actions at the bottom. Long lists are virtualized like the table.
 */
export function RowCards(props: RowCardsProps) {
  return (
    <CellFormatProvider>
      <Cards {...props} />
    </CellFormatProvider>
  );
}

interface RowCardsProps {
  file: TableFile;
  rows: unknown[];
  onOpen?: (row: unknown) => void;
  sources: RowSources;
}

function Cards({ file, rows, onOpen, sources }: RowCardsProps) {
  const { t } = useTranslation(['lists']);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = isLongList(rows.length);
  const [first, ...rest] = file.columns.filter((column) => column.type !== 'actions' && !column.hideOnPhone);
  const actions = file.columns.find((column) => column.type === 'actions')?.actions ?? [];

  const card = (index: number, measureElement: RowWindow['measureElement']) => {
    const row = rows[index];
    const key = String(pick(row, file.rowKey ?? 'id') ?? index);
    return (
      <li
        key={key}
        data-row-key={key}
        data-index={index}
        ref={measureElement}
        className="border-b border-border p-3 last:border-b-0"
      >
        {first && (
          <div className="flex items-center justify-between gap-2">
            {onOpen ? (
              <button
                type="button"
                onClick={() => onOpen(row)}
                className="flex min-w-0 flex-1 items-center justify-between gap-2 text-start font-medium"
              >
                <CellValue spec={first} row={row} sources={sources} />
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground rtl:rotate-180" />
              </button>
            ) : (
              <span className="font-medium">
                <CellValue spec={first} row={row} sources={sources} />
              </span>
            )}
          </div>
        )}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rest.map((column) => (
            <div key={column.id} className="contents">
              <dt className="text-muted-foreground">{t(column.label)}</dt>
              <dd className="min-w-0 text-end">
                <CellValue spec={column} row={row} sources={sources} />
              </dd>
            </div>
          ))}
        </dl>
        {actions.length > 0 && (
          <div className="mt-2">
            <RowActions actions={actions} row={row} sources={sources} />
          </div>
        )}
      </li>
    );
  };

  return (
    <div
      ref={scroller}
      className={cn('rounded-lg border border-border', virtual && 'max-h-[70dvh] overflow-auto')}
    >
      <RowWindowed
        count={rows.length}
        rowHeight={CARD_HEIGHT}
        overscan={5}
        getScrollElement={() => scroller.current}
      >
        {({ indexes, start, totalSize, measureElement }) =>
          totalSize > 0 ? (
            <ul style={{ height: totalSize, position: 'relative' }}>
              <div style={{ transform: `translateY(${start}px)` }} className="absolute inset-x-0 top-0">
                {indexes.map((index) => card(index, measureElement))}
              </div>
            </ul>
          ) : (
            <ul>{indexes.map((index) => card(index, undefined))}</ul>
          )
        }
      </RowWindowed>
    </div>
  );
}
