import i18next from 'i18next';
import { matchRoutes, type createBrowserRouter } from 'react-router';
import { connectErrorPolicy } from '@/api/clients';
import type { RouteHandle } from '@/config/routes';
import { clearTicketingToken, refreshAccountIdToken, refreshTicketingToken } from '@/session/api-session';
import { hasSessionToken } from '@/session/has-token';
import { forceSignOut } from '@/session/sign-out';
import { FEATURE_DISABLED_NOTICE_ID } from '@/api/error-notice';
import { notice } from '@/ui/notices';
import { href } from '../../routes.config';
import { createErrorPolicy, type ErrorPolicyEffects } from './error-policy-actions';
import { chunkReloader } from './error-policy-chunk';
import { browserReloadDeps, guardedReload } from './error-policy-reload';
import { guardChunkLoads } from '@/lib/lazy-chunk';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** How long the feature-disabled notice shows before the visitor is taken home (spec A §8). */
export const FEATURE_DISABLED_HOME_DELAY_MS = 500;

declare global {
  interface Window {
    /** Injected by React Native's WebView into pages it hosts. */
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/**
 * The route a failure belongs to: the one being navigated to while a navigation is under way (its loader
 * made the call), else the one shown. The not-found page has no handle.
 */
export function currentRouteHandle(router: AppRouter): RouteHandle | undefined {
  const location = router.state.navigation.location ?? router.state.location;
  const matches = matchRoutes(router.routes, location) ?? [];
  return matches.at(-1)?.route.handle as RouteHandle | undefined;
}

/**
 * The native app hosting a webview route hears about a 401 instead of the page signing out: React Native's
 * bridge when present, else the framing page (the same JSON text; it carries no secret, so any origin).
 */
export function postToNative(message: object): void {
  const text = JSON.stringify(message);
  if (window.ReactNativeWebView) window.ReactNativeWebView.postMessage(text);
  else if (window.parent !== window) window.parent.postMessage(text, '*');
}

/** The browser side of the error policy, bound to the app's router. */
export function browserEffects(router: AppRouter): ErrorPolicyEffects {
  return {
    currentRoute: () => currentRouteHandle(router),
    signedIn: hasSessionToken,
    reload: (key) => guardedReload(key, browserReloadDeps()),
    // Clears cookies, the server cache and client modes, then a full page load of login (spec A §8).
    forceSignOut: () => forceSignOut(),
    postToNative,
    featureDisabled: () => {
      void i18next.loadNamespaces('errors').then(() =>
        notice.error(i18next.t('errors:server.featureDisabledForYourAccount'), {
          id: FEATURE_DISABLED_NOTICE_ID,
        }),
      );
      window.setTimeout(() => void router.navigate(href('index')), FEATURE_DISABLED_HOME_DELAY_MS);
    },
    refreshAccountToken: refreshAccountIdToken,
    refreshTicketingToken,
    clearTicketingToken,
  };
}

let wired = false;

/**
 * Connects the API error policy and the chunk-reload guard to the app, once: called with the router before
 * its first loaders' calls can fail (they start when the router is created, so within the same task).
 */
export function wireErrorPolicy(router: AppRouter): AppRouter {
  connectErrorPolicy(createErrorPolicy(browserEffects(router)));
  if (!wired) {
    wired = true;
    window.addEventListener('vite:preloadError', (event) => chunkReloader.onPreloadError(event));
    // Lazy parts of pages (dialog bodies, widgets, charts) load through the same guard as route chunks.
    guardChunkLoads(chunkReloader.load);
  }
  return router;
}
