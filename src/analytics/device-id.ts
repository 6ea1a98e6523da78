import { deviceFingerprint } from '@/session/device-fingerprint';

const FALLBACK_KEY = 'analytics:device';

/**
 * The device id of events and of the X-Device-Id header: the same fingerprint the main API receives. When it
 * cannot be computed, a random id kept for the tab stands in, so events still flow.
 */
export async function deviceId(): Promise<string> {
  const fingerprint = await deviceFingerprint();
  if (fingerprint) return fingerprint.slice(0, 64);
  const kept = sessionStorage.getItem(FALLBACK_KEY);
  if (kept) return kept;
  const made = crypto.randomUUID();
  sessionStorage.setItem(FALLBACK_KEY, made);
  return made;
}
