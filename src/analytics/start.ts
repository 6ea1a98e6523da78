import { api } from '@/api/clients';
import { clickTarget } from './click-target';
import { FLUSH_MS, trackingSettings } from './config';
import { tabStorage } from './device-id';
import { deviceIdentity } from './identity';
import { screenName } from './screen-name';
import { browserSessionCookies } from './session-cookie';
import type { SenderOptions } from './sender';
import { createTracker, type Batch, type Tracker } from './tracker';
import { uuid } from './uuid';

/**
 * The sender, loaded with the first batch it sends (a flush comes 5 s after the first event at the earliest):
 * its request signing stays off the first load.
 */
function lazySender(options: () => SenderOptions) {
  let sender: Promise<(batch: Batch) => Promise<boolean>> | undefined;
  return async (batch: Batch) => {
    sender ??= import('./sender').then(({ createSender }) => createSender(options()));
    return (await sender)(batch);
  };
}

/** What analytics needs of the data router: its state and change notifications. */
export interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}
interface RouterStateLike {
  initialized: boolean;
  location: { pathname: string };
  navigation: { state: string };
  matches: readonly { route: { handle?: unknown } }[];
}

export interface StartOptions {
  router: RouterLike;
  /** The device id, read as each batch is sent (events are recorded before it is known). */
  deviceId(): Promise<string>;
  userId(): number | null;
}

/**
 * Starts behaviour analytics for the page: a screen_view per route change (screen = route name), a click per
 * button or link pressed, a flush every 5 s and when the page is hidden or left. Returns the stop function.
 */
export function startAnalytics({ router, deviceId, userId }: StartOptions): {
  tracker: Tracker;
  stop: () => void;
} {
  const settings = trackingSettings(import.meta.env as Record<string, string | undefined>);
  const tracker = createTracker({
    cookies: browserSessionCookies,
    storage: tabStorage(),
    send: lazySender(() => ({ client: api.tracking, ...settings, deviceId, now: Date.now })),
    userId,
    identity: deviceIdentity(navigator.userAgent, settings.appVersion),
    now: Date.now,
    newId: () => uuid(),
  });

  let screen = 'not_found';
  let lastPath: string | undefined;
  const onRoute = (state: RouterStateLike) => {
    // Only a settled navigation is a screen the person sees (redirects and loads in between are not).
    if (!state.initialized || state.navigation.state !== 'idle') return;
    if (state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    screen = screenName(state.matches);
    tracker.track('screen_view', { screen });
  };
  const onClick = (event: MouseEvent) => {
    const hit = clickTarget(event.target);
    if (hit) tracker.track('click', { target: hit.target, kind: hit.kind, screen });
  };
  const flush = () => void tracker.flush();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  onRoute(router.state);
  const unsubscribe = router.subscribe(onRoute);
  // Capture phase: a component that stops propagation still counts as clicked.
  document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  const timer = window.setInterval(flush, FLUSH_MS);

  return {
    tracker,
    stop() {
      unsubscribe();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      window.clearInterval(timer);
    },
  };
}
