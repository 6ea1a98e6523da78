import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMatches } from 'react-router';
import { helpCodeOf, helpReducer, initialHelpState, type HelpEvent } from './help-state';

/** The viewport width now (no window in tests: wide). */
export const viewportWidth = () =>
  typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth;

/** Client state of the help panel, shared by the header toggle and the panel. */
const helpState = atom(initialHelpState(viewportWidth()));

export const helpStateAtom = atom((get) => get(helpState));
export const dispatchHelpAtom = atom(null, (get, set, event: HelpEvent) =>
  set(helpState, helpReducer(get(helpState), event)),
);

export const useHelpState = () => useAtomValue(helpStateAtom);
export const useHelpDispatch = () => useSetAtom(dispatchHelpAtom);
/** The current page's FAQ code; pages without one show neither panel nor toggle. */
export const useHelpCode = () => helpCodeOf(useMatches());

/** The panel's element id, for the toggle's aria-controls. */
export const HELP_PANEL_ID = 'help-panel';
