import { describe, expect, it } from 'vitest';
import {
  IDLE,
  needsTicks,
  nextProgress,
  progressFraction,
  progressView,
  type ProgressState,
} from '@/shell/progress/progress-timing';

// Spec A §9: progress bar duration 5000 ms, throttle 200 ms.
const T = { durationMs: 5000, throttleMs: 200, fadeMs: 300 };

/** Runs a timeline of [time, busy] samples through the machine and returns the view after each. */
function run(samples: [number, boolean][]) {
  let state: ProgressState = IDLE;
  return samples.map(([now, busy]) => {
    state = nextProgress(state, busy, now, T);
    return { phase: state.phase, view: progressView(state, now, T) };
  });
}

describe('progress bar timing', () => {
  it('never shows for a load shorter than the throttle', () => {
    const views = run([
      [0, true],
      [100, true],
      [150, false],
      [400, false],
    ]);
    expect(views.map((v) => v.view.visible)).toEqual([false, false, false, false]);
    expect(views.at(-1)?.phase).toBe('idle');
  });

  it('shows once a load has lasted the throttle, then finishes at 100 % and fades', () => {
    const views = run([
      [0, true],
      [199, true],
      [200, true],
      [2700, true],
      [3000, false],
      [3299, false],
      [3300, false],
    ]);
    expect(views.map((v) => v.phase)).toEqual([
      'waiting',
      'waiting',
      'running',
      'running',
      'finishing',
      'finishing',
      'idle',
    ]);
    expect(views[2]?.view).toEqual({ visible: true, percent: 8, fading: false });
    expect(views[4]?.view).toEqual({ visible: true, percent: 100, fading: true });
    expect(views[6]?.view).toEqual({ visible: false });
  });

  it('a new load while fading takes the bar over again', () => {
    const views = run([
      [0, true],
      [250, true],
      [500, false],
      [600, true],
    ]);
    expect(views.at(-1)).toEqual({ phase: 'running', view: { visible: true, percent: 8, fading: false } });
  });

  it.each([
    [0, 0.08],
    [2500, 0.08 + 0.82 * (1 - 0.5 ** 3)],
    [5000, 0.9],
    [60_000, 0.9],
    [-10, 0.08],
  ])('after %i ms shown the bar is at %f', (elapsed, expected) => {
    expect(progressFraction(elapsed, 5000)).toBeCloseTo(expected, 6);
  });

  it('only moves forward while loading, and never passes 90 %', () => {
    const values = [0, 500, 1000, 2000, 4000, 5000, 9000].map((t) => progressFraction(t, 5000));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(Math.max(...values)).toBe(0.9);
  });

  it('ticks only while not idle', () => {
    expect(needsTicks(IDLE)).toBe(false);
    expect(needsTicks({ phase: 'waiting', since: 0 })).toBe(true);
    expect(needsTicks({ phase: 'finishing', doneAt: 0 })).toBe(true);
  });
});
