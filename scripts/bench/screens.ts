// The three screens of issue 24 on which ours is compared with the reference apps (bench/peers), and how the bench
// signs in to each app: ours as personal@demo.test with the demo accounts list, a peer through its sign-in form.
import type { Page } from '@playwright/test';

export type Screen = 'sign-in' | 'transactions' | 'send-money';
export const SCREENS: readonly Screen[] = ['sign-in', 'transactions', 'send-money'];
export const SCREEN_TITLES: Record<Screen, string> = {
  'sign-in': 'Sign-in',
  transactions: 'Transactions (10,000 rows)',
  'send-money': 'Send money (9-field form)',
};

/** An app the bench measures on the three screens. */
export interface BenchApp {
  name: string;
  /** Origin the app is served on, without a trailing slash. */
  base: string;
  /** Each screen's address on `base` (a react-admin app routes by hash: `/#/login`). */
  paths: Record<Screen, string>;
  /** Signs in on a page of a fresh browser context; the session lives in cookies or localStorage. */
  signIn(page: Page): Promise<void>;
}

/** The demo account ours is measured as on signed-in pages. */
export const OURS_ACCOUNT = 'personal@demo.test';
/** Ours keeps its home page in the Lighthouse pass too; no peer has one to compare. */
export const OURS_HOME = '/';

export function oursApp(base: string): BenchApp {
  return {
    name: 'ours',
    base,
    paths: { 'sign-in': '/auth/login', transactions: '/transactions', 'send-money': '/send-money' },
    async signIn(page) {
      await page.context().addInitScript(() => localStorage.setItem('demo:startup-dialogs', 'off'));
      await page.goto(`${base}/auth/login`);
      await page.getByRole('button', { name: `Sign in as ${OURS_ACCOUNT}` }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    },
  };
}
