import { useCallback, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { TableFile } from '@/config/table-file';
import { useLatest } from '@/lib/use-latest';
import { readView, writeView, type TableView } from '@/tables/table-view';

/**
 * The view of a list and how to change it: in the address for a list on a page (a reload or a shared link
 * shows the same view), in memory for a list in a dialog.
 *
 * A change that comes while the person is on the way to another page (a search sent 200 ms after the last key,
 * when a link was followed meanwhile and its page is still loading) is dropped: written to the address, it
 * would cancel that navigation and keep them on the list. The router says so once React has drawn its
 * `loading` state; before that, Back, Forward or a history push has already moved the browser's address.
 */
export function useTableView(file: TableFile, inAddress: boolean): [TableView, (view: TableView) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useLatest(navigation.location !== undefined && navigation.location.pathname !== pathname);
  const drawnAt = useLatest(pathname);
  const [local, setLocal] = useState(() => readView(file, new URLSearchParams()));
  const setInAddress = useCallback(
    (view: TableView) => {
      if (leaving.current || window.location.pathname !== drawnAt.current) return;
      setParams((current) => writeView(file, view, current), { replace: false });
    },
    [file, setParams, leaving, drawnAt],
  );
  return inAddress ? [readView(file, params), setInAddress] : [local, setLocal];
}
