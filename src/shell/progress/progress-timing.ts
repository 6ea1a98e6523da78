/**
 * Timing of the top progress bar (spec A §9: duration 5000 ms, throttle 200 ms), as a pure state machine so
 * it is tested without timers. A load shorter than the throttle never shows a bar (no flash on fast pages);
 * a longer one shows a bar that eases toward 90 % over the duration, then jumps to 100 % and fades when done.
 */
export interface ProgressTiming {
  durationMs: number;
  throttleMs: number;
  /** How long the finished bar stays at 100 % while it fades. */
  fadeMs: number;
}

/** Where the bar stops while the load is still running. */
export const PROGRESS_CEILING = 0.9;

export type ProgressState =
  | { phase: 'idle' }
  /** Busy since `since`, not shown yet (inside the throttle). */
  | { phase: 'waiting'; since: number }
  /** Shown; `shownAt` is when it appeared. */
  | { phase: 'running'; since: number; shownAt: number }
  /** Done at `doneAt`: at 100 %, fading out. */
  | { phase: 'finishing'; doneAt: number };

export const IDLE: ProgressState = { phase: 'idle' };

/**
 * The next state for "is anything loading" at time `now`. Called on every change of the busy signal and on
 * every animation tick.
 */
export function nextProgress(
  state: ProgressState,
  busy: boolean,
  now: number,
  timing: ProgressTiming,
): ProgressState {
  switch (state.phase) {
    case 'idle':
      return busy ? { phase: 'waiting', since: now } : state;
    case 'waiting':
      if (!busy) return IDLE;
      return now - state.since >= timing.throttleMs
        ? { phase: 'running', since: state.since, shownAt: now }
        : state;
    case 'running':
      return busy ? state : { phase: 'finishing', doneAt: now };
    case 'finishing':
      // A new load while fading takes the bar over at once: it is already on screen.
      if (busy) return { phase: 'running', since: now, shownAt: now };
      return now - state.doneAt >= timing.fadeMs ? IDLE : state;
  }
}

/**
 * Fraction of the bar for a load shown `elapsed` ms ago: an ease-out curve that reaches the ceiling at the
 * duration and stays there.
 *
 * @example
 * progressFraction(0, 5000); // 0.08 (a visible start)
 * progressFraction(5000, 5000); // 0.9
 */
export function progressFraction(elapsed: number, durationMs: number): number {
  const start = 0.08;
  const t = Math.min(Math.max(elapsed / durationMs, 0), 1);
  const eased = 1 - (1 - t) ** 3;
  return start + (PROGRESS_CEILING - start) * eased;
}

/** What to draw: nothing, or a bar at `percent` (0–100, whole numbers), fading when done. */
export type ProgressView = { visible: false } | { visible: true; percent: number; fading: boolean };

export function progressView(state: ProgressState, now: number, timing: ProgressTiming): ProgressView {
  switch (state.phase) {
    case 'idle':
    case 'waiting':
      return { visible: false };
    case 'running':
      return {
        visible: true,
        percent: Math.round(progressFraction(now - state.shownAt, timing.durationMs) * 100),
        fading: false,
      };
    case 'finishing':
      return { visible: true, percent: 100, fading: true };
  }
}

/** True while the state changes with time alone, so the component keeps ticking. */
export const needsTicks = (state: ProgressState): boolean => state.phase !== 'idle';
