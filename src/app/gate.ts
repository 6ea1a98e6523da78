import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { subjectFromSession } from '@/access/subject';
import type { RouteConfig } from '@/config/routes';
import { consumeLoginLink } from '@/session/consume-login-link';
import { hasSessionToken } from '@/session/has-token';
import { sessionQuery } from '@/session/session-query';
import { inPreviewAtom, inSandboxAtom, sessionStore } from '@/session/store';
import { gateDecision } from './gate-decision';
import { queryClient } from './query-client';

/**
 * The session as the gate sees it. No token cookie means signed out, whatever the cache still holds.
 * `fetchQuery` (not `ensureQueryData`): it refetches a session that sign-in or "View as" marked stale, where
 * `ensureQueryData` would hand back the cached "signed out" and send a user who just signed in to login.
 */
async function currentSession() {
  return hasSessionToken() ? queryClient.fetchQuery(sessionQuery) : null;
}

/**
 * Route gate as a loader (the decision itself is `gateDecision`): redirects, or throws a 500/403 response
 * for the error page, or lets the page load.
 */
export function gate(route: RouteConfig) {
  return async ({ request }: LoaderFunctionArgs) => {
    // A login link's tokens are used (and dropped from the address) before the guest-only rule can send a
    // signed-in visitor home.
    if (route.name === 'auth-login') {
      const target = await consumeLoginLink(new URL(request.url), queryClient);
      if (target) return redirect(target);
    }
    const session = await currentSession();
    const subject = subjectFromSession(session, {
      sandbox: sessionStore.get(inSandboxAtom),
      preview: sessionStore.get(inPreviewAtom),
    });
    const outcome = gateDecision(route, subject, new URL(request.url));
    if (outcome.kind === 'redirect') return redirect(outcome.to);
    if (outcome.kind === 'error') {
      if (outcome.status === 500) console.error(`Route configuration error: ${outcome.detail}`);
      // react-router's way to reach the route error page with a status.
      throw data(outcome.detail, { status: outcome.status });
    }
    return null;
  };
}
