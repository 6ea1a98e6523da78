import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import type { TableBlockProps } from './table-block';
import { lazyChunk } from '@/lib/lazy-chunk';

const TableBlock = lazyChunk(() => import('./table-block').then((m) => ({ default: m.TableBlock })));

/**
 * A table block for a screen whose first view may show none (a wizard's list step, a toolbar's dialog): the
 * table engine (TanStack Table and Virtual, about 30 KB gzip) loads when a table is first drawn, with the
 * block's own loading state meanwhile.
 */
export function LazyTableBlock(props: TableBlockProps) {
  const { t } = useTranslation('lists');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <TableBlock {...props} />
    </Suspense>
  );
}
