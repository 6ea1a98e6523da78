/**
 * The Content-Security-Policy and other security headers of the built app (issue 9 item 4, docs/security.md).
 * One definition for `vite preview` (vite.config.ts), the e2e suite and the bench, so what is tested is what
 * is served. The dev server does not send it: it serves source modules and hot updates, not the build the policy
 * is written for.
 */

/** The VITE_* settings the policy depends on (a subset of import.meta.env / loadEnv). */
export interface CspEnv {
  VITE_API_BASE_URL?: string;
  VITE_ACCOUNT_API_URL?: string;
  VITE_SETTINGS_API_URL?: string;
  VITE_TICKETING_API_URL?: string;
  VITE_TRACKING_API_URL?: string;
  VITE_CAPTCHA_SITE_KEY?: string;
}

const API_URLS = [
  'VITE_API_BASE_URL',
  'VITE_ACCOUNT_API_URL',
  'VITE_SETTINGS_API_URL',
  'VITE_TICKETING_API_URL',
  'VITE_TRACKING_API_URL',
] as const;

/** reCAPTCHA's own CSP guidance: its script, and the frames its challenge opens. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** The origins of the configured API services (src/api/base-urls.ts); none for the demo backend. */
export function apiOrigins(env: CspEnv): string[] {
  const origins = new Set<string>();
  for (const name of API_URLS) {
    const value = env[name]?.trim();
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // An unparsable URL cannot be reached by the app either; the policy does not widen for it.
    }
  }
  return [...origins];
}

/**
 * The directives, each a list of sources. Scripts only from the app's own files (no inline, no eval: forms
 * validate with precompiled ajv validators, DESIGN §4). Styles allow inline: sonner and the print frame of
 * the QR stickers insert <style> elements, and a style cannot run code.
 */
export function cspDirectives(env: CspEnv = {}): Record<string, string[]> {
  const captcha = Boolean(env.VITE_CAPTCHA_SITE_KEY?.trim());
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(captcha ? RECAPTCHA.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the seeded widget backgrounds and uploaded previews, blob: for QR scans and sticker downloads.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...apiOrigins(env)],
    // The demo backend's service worker (/demo-worker.js) is a file of the app.
    'worker-src': ["'self'"],
    'frame-src': captcha ? RECAPTCHA.frame : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as one header value. */
export function contentSecurityPolicy(env: CspEnv = {}): string {
  return Object.entries(cspDirectives(env))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header `vite preview` sends (and a production server should send). */
export function securityHeaders(env: CspEnv = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  };
}
