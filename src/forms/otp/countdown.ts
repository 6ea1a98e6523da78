/**
 * A countdown as text (spec A §4 countdown timer, hh:mm:ss). Under an hour it shows mm:ss ("00:42"), as the
 * sign-in code step does, since an hours part that is always "00" only adds noise; from an hour up hh:mm:ss.
 * Fractions of a second round up, so the text reads 00:00 only when the time is really over.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
}

/** Whole seconds left until `endsAt` (ms since the epoch) at `now`, never below zero. */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));
