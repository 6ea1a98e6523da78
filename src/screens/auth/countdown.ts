/** Seconds before a new code may be asked for (spec A §9 "verification codes … with a resend countdown"). */
export const RESEND_AFTER_SECONDS = 60;

/** mm:ss for a countdown (hh:mm:ss from an hour up, spec A §4 countdown timer format). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
}
