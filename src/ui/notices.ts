import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { ERROR_NOTICE_MS, NOTICE_MS } from '@/config/limits';

type Sonner = typeof SonnerModule;
type Show = (sonner: Sonner) => void;

/**
 * Sonner (9 KB gzip) loads with the first notice, not with every page: most page loads show none. Notices asked
 * for before the host has drawn sonner's Toaster wait here, in order, and are shown once it has.
 */
const waiting: Show[] = [];
let loaded: Sonner | undefined;
let hostReady = false;
const listeners = new Set<() => void>();

export const loadSonner = (): Promise<Sonner> =>
  import('sonner').then((sonner) => {
    loaded = sonner;
    return sonner;
  });

function show(step: Show): void {
  if (loaded && hostReady) {
    step(loaded);
    return;
  }
  waiting.push(step);
  listeners.forEach((listener) => listener());
}

/** For the notices host (src/app/notices-host.tsx): whether a notice has been asked for yet. */
export const noticesHost = {
  wanted: () => waiting.length > 0 || hostReady,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The Toaster is on the page: show what waited. */
  ready(sonner: Sonner) {
    loaded = sonner;
    hostReady = true;
    waiting.splice(0).forEach((step) => step(sonner));
  },
};

/**
 * The app's notices (spec A §9: notices last 5 s, error notices 15 s). Every screen notifies through this
 * module, never through sonner's `toast` directly, so the durations live in one place and sonner loads only
 * when a notice is shown.
 *
 * @example notice.success(t('settings.saved'));
 * @example notice.error(message, { description: t('cards.activateFailed') });
 */
export const notice = {
  success: (message: string, options?: ExternalToast) =>
    show(({ toast }) => toast.success(message, { duration: NOTICE_MS, ...options })),
  info: (message: string, options?: ExternalToast) =>
    show(({ toast }) => toast.info(message, { duration: NOTICE_MS, ...options })),
  error: (message: string, options?: ExternalToast) =>
    show(({ toast }) => toast.error(message, { duration: ERROR_NOTICE_MS, ...options })),
  dismissAll: () => {
    waiting.length = 0;
    if (loaded) loaded.toast.dismiss();
  },
};
