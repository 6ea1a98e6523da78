import { HELP_PANEL_MIN_WIDTH } from '@/config/limits';

/**
 * Whether the help panel shows (spec A §2, §9). At HELP_PANEL_MIN_WIDTH px and wider it sits beside the page
 * and is open until the person hides it; narrower it collapses and opens as an overlay from the toggle.
 */
export interface HelpState {
  /** Wide enough for the panel beside the page. */
  wide: boolean;
  open: boolean;
}

export type HelpEvent =
  | { type: 'toggle' }
  | { type: 'close' }
  /** The viewport settled at this width (debounced). */
  | { type: 'resize'; width: number }
  /** The page changed (debounced), at this viewport width. */
  | { type: 'route'; width: number };

export const isWide = (width: number): boolean => width >= HELP_PANEL_MIN_WIDTH;

/** The first state for a viewport width: beside the page and open when wide, collapsed otherwise. */
export const initialHelpState = (width: number): HelpState => ({ wide: isWide(width), open: isWide(width) });

/**
 * @example
 * helpReducer({ wide: true, open: true }, { type: 'resize', width: 900 }); // { wide: false, open: false }
 * helpReducer({ wide: false, open: true }, { type: 'route', width: 900 }); // { wide: false, open: false }
 */
export function helpReducer(state: HelpState, event: HelpEvent): HelpState {
  switch (event.type) {
    case 'toggle':
      return { ...state, open: !state.open };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'resize': {
      const wide = isWide(event.width);
      // Crossing the breakpoint starts over in the new mode; a resize within a mode keeps the person's choice.
      return wide === state.wide ? state : initialHelpState(event.width);
    }
    case 'route': {
      const wide = isWide(event.width);
      if (wide !== state.wide) return initialHelpState(event.width);
      // An overlay belongs to the page it was opened on; beside the page the choice carries over.
      return !wide && state.open ? { ...state, open: false } : state;
    }
  }
}

/** The help code of the current page: the deepest matched route that names one (`handle.help`). */
export function helpCodeOf(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (typeof handle === 'object' && handle !== null && 'help' in handle) {
      const help = (handle as { help?: unknown }).help;
      if (typeof help === 'string' && help !== '') return help;
    }
  }
  return undefined;
}
