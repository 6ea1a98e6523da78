import Cookies from 'js-cookie';
import { SESSION_IDLE_MS } from './config';

/**
 * The analytics session lives in cookies (spec B §4), shared across the parent domain like the app's other
 * cookies (spec A §9). Kept apart from session/cookies.ts on purpose: sign-out clears those, while an
 * analytics session spans signing in and out (user_id changes, the session does not).
 */
export const ANALYTICS_COOKIE = {
  /** The current session id; its lifetime slides forward with every event, so 30 idle minutes end it. */
  session: 'analytics_session_id',
  /** The session this browser last announced with session_start: the "stored id" of spec B §4. */
  stored: 'analytics_session_stored',
} as const;

const STORED_DAYS = 365;

function attributes(expires: Date | number): Cookies.CookieAttributes {
  const domain = import.meta.env.VITE_COOKIE_DOMAIN as string | undefined;
  return {
    path: '/',
    sameSite: 'Lax',
    secure: typeof window === 'undefined' ? true : window.isSecureContext,
    expires,
    ...(domain && { domain }),
  };
}

export interface SessionCookies {
  sessionId(): string | undefined;
  /** Starts or extends the session cookie; undefined when the browser refuses cookies. */
  touch(id: string, now: number): string | undefined;
  storedId(): string | undefined;
  store(id: string): void;
}

export const browserSessionCookies: SessionCookies = {
  sessionId: () => Cookies.get(ANALYTICS_COOKIE.session),
  touch(id, now) {
    Cookies.set(ANALYTICS_COOKIE.session, id, attributes(new Date(now + SESSION_IDLE_MS)));
    return Cookies.get(ANALYTICS_COOKIE.session);
  },
  storedId: () => Cookies.get(ANALYTICS_COOKIE.stored),
  store: (id) => void Cookies.set(ANALYTICS_COOKIE.stored, id, attributes(STORED_DAYS)),
};
