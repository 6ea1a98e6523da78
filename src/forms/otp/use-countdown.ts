import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';
import { useLatest } from '@/lib/use-latest';

/**
 * Seconds left of a countdown that starts at `seconds` and can be restarted; `onEnd` fires once when it reaches
 * zero (spec A §4: the countdown "fires an end event at zero"). Time is read from the clock on every tick, so a
 * throttled background tab still shows the right number when it wakes.
 */
export function useCountdown(seconds: number, onEnd?: () => void) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  const onEndRef = useLatest(onEnd);
  useEffect(() => {
    let ended = false;
    const tick = () => {
      const now = secondsLeft(endsAt, Date.now());
      setLeft(now);
      if (now === 0 && !ended) {
        ended = true;
        window.clearInterval(timer);
        onEndRef.current?.();
      }
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [onEndRef, endsAt]);
  const restart = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { left, restart };
}
