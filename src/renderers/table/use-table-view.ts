import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TableFile } from '@/config/table-file';
import { readView, writeView, type TableView } from '@/tables/table-view';

/**
 * The view of a list and how to change it: in the address for a list on a page (a reload or a shared link
 * shows the same view), in memory for a list in a dialog.
 */
export function useTableView(file: TableFile, inAddress: boolean): [TableView, (view: TableView) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState(() => readView(file, new URLSearchParams()));
  const setInAddress = useCallback(
    (view: TableView) => setParams((current) => writeView(file, view, current), { replace: false }),
    [file, setParams],
  );
  return inAddress ? [readView(file, params), setInAddress] : [local, setLocal];
}
