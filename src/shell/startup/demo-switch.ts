declare const __DEMO_BACKEND__: boolean;

/** The localStorage key of the demo switch below. */
export const STARTUP_DIALOGS_DEMO_KEY = 'demo:startup-dialogs';

/**
 * Demo builds only: `localStorage['demo:startup-dialogs'] = 'off'` keeps the startup dialogs closed, so a
 * browser test of another screen is not covered by a promotion (playwright.config.ts sets it for every test;
 * tests/e2e/startup-dialogs.spec.ts and sandbox.spec.ts clear it). A build against a real backend ignores it.
 * Not a cookie, so it never shows among the app's cookies that sign-out must clear.
 */
export function startupDialogsOff(): boolean {
  if (!__DEMO_BACKEND__) return false;
  try {
    // eslint-disable-next-line no-restricted-globals -- a demo-only test preference, neither token nor session
    return localStorage.getItem(STARTUP_DIALOGS_DEMO_KEY) === 'off';
  } catch {
    return false;
  }
}
