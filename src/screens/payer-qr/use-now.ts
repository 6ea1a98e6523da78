import { useEffect, useState } from 'react';
import { timeLeft } from './qr-logic';

/** The current time, ticking every second while a code's clock runs (an expiry within a day), frozen otherwise. */
export function useNow(expiresAt: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const running = timeLeft(expiresAt, now) !== null;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
