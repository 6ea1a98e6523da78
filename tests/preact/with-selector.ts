/**
 * `use-sync-external-store/shim/with-selector` for the unit tests. The package is CommonJS only, and Node loads
 * it with its own `require('react')`, which no vite alias reaches; in the build the bundler does map it to
 * preact/compat. This is the same hook on preact/compat's useSyncExternalStore (TanStack Table's state reads
 * go through it), so the tests draw tables on the runtime the app ships with.
 */
import { useMemo, useSyncExternalStore } from 'preact/compat';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  _getServerSnapshot: (() => Snapshot) | undefined,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const getSelection = useMemo(() => {
    let seen = false;
    let lastSnapshot: Snapshot;
    let lastSelection: Selection;
    return () => {
      const snapshot = getSnapshot();
      if (seen && Object.is(snapshot, lastSnapshot)) return lastSelection;
      const selection = selector(snapshot);
      lastSnapshot = snapshot;
      if (seen && isEqual?.(lastSelection, selection)) return lastSelection;
      seen = true;
      lastSelection = selection;
      return selection;
    };
  }, [getSnapshot, selector, isEqual]);
  return useSyncExternalStore(subscribe, getSelection);
}
