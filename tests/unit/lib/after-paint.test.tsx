// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AfterPaint, afterNextPaint } from '@/lib/after-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A hand-driven animation frame: `paint()` runs the callbacks waiting for the next frame. */
function stubFrames() {
  const waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return { paint: () => waiting.splice(0).forEach((callback) => callback(0)) };
}

describe('AfterPaint', () => {
  it('shows the fallback until the frame has painted, then its children in a task after it', async () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    render(
      <AfterPaint fallback={<p>Loading</p>}>
        <p>Form</p>
      </AfterPaint>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => frames.paint());
    expect(screen.queryByText('Form')).toBeNull(); // the frame's own task is not the one after it
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText('Form')).toBeTruthy();
  });

  it('does not wait for a frame longer than 100 ms (a tab in the background paints none)', async () => {
    vi.useFakeTimers();
    stubFrames();
    render(
      <AfterPaint fallback={<p>Loading</p>}>
        <p>Form</p>
      </AfterPaint>,
    );
    await act(async () => vi.advanceTimersByTime(99));
    expect(screen.queryByText('Form')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('Form')).toBeTruthy();
  });
});

describe('afterNextPaint', () => {
  it('runs once, and not at all when cancelled', () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const ran = vi.fn();
    afterNextPaint(ran);
    frames.paint();
    vi.advanceTimersByTime(200);
    expect(ran).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    afterNextPaint(cancelled)();
    frames.paint();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
