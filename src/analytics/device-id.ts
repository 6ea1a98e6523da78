import { deviceFingerprint } from '@/session/device-fingerprint';
import { uuid } from './uuid';

const FALLBACK_KEY = 'analytics:device';

/** The tab's sessionStorage, or undefined where the browser refuses storage (some private or embedded frames). */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The device id of events and of the X-Device-Id header: the same fingerprint the main API receives. When it
 * cannot be computed, a random id kept for the tab stands in, so events still flow.
 */
export async function deviceId(): Promise<string> {
  const fingerprint = await deviceFingerprint();
  if (fingerprint) return fingerprint.slice(0, 64);
  const storage = tabStorage();
  const kept = storage?.getItem(FALLBACK_KEY);
  if (kept) return kept;
  const made = uuid();
  try {
    storage?.setItem(FALLBACK_KEY, made);
  } catch {
    // Without storage the id lasts as long as the page.
  }
  return made;
}
