import { useEffect, useState, type ReactNode } from 'react';

/** Longest wait for the frame: a tab in the background paints no frames, and rAF waits with it. */
const FRAME_WAIT_MS = 100;

/**
 * Calls `then` once the frame now being prepared has painted: after the next animation frame, in a task of its
 * own. Returns the cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const frame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(run))) : 0;
  const fallback = setTimeout(run, FRAME_WAIT_MS);
  return () => {
    done = true;
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/**
 * Shows `fallback` in the frame it first renders in, and `children` from the next: what is above it paints
 * before `children` start downloading or rendering. A form page's heading draws, then its form's engine loads
 * (docs/performance.md, "Heading first").
 */
export function AfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted ? children : fallback;
}
