import { captchaConfigFromEnv, type CaptchaAction, type CaptchaConfig } from './captcha-basics';
import type { CaptchaEnvironment } from './captcha';

declare const __DEMO_BACKEND__: boolean;

export interface CaptchaPolicyInput {
  /** The embedded demo backend runs (no captcha there, ever). */
  demo: boolean;
  siteKey?: string;
  /** VITE_CAPTCHA_REQUIRED: a real deployment that must not sign in without a captcha token. */
  required: boolean;
}

/**
 * Whether the auth screens run the captcha: never in demo mode; in a real build whenever a site key is set, or
 * when the captcha is declared required (then a missing key surfaces as 'No key provided' instead of signing in
 * without a token). A real build with no key and no requirement signs in without a captcha.
 */
export function captchaInUse({ demo, siteKey, required }: CaptchaPolicyInput): boolean {
  if (demo) return false;
  return Boolean(siteKey) || required;
}

const env = import.meta.env as Record<string, string | undefined>;
let environment: CaptchaEnvironment | undefined;

/**
 * The captcha token for an auth call, or undefined when the captcha is not in use. Rejects with a CaptchaError
 * whose message is one of spec A §8's four texts.
 */
export async function captchaToken(
  action: CaptchaAction,
  config: CaptchaConfig = captchaConfigFromEnv(env),
): Promise<string | undefined> {
  const inUse = captchaInUse({
    demo: typeof __DEMO_BACKEND__ !== 'undefined' && __DEMO_BACKEND__,
    ...(config.siteKey ? { siteKey: config.siteKey } : {}),
    required: ['true', '1'].includes(env.VITE_CAPTCHA_REQUIRED ?? ''),
  });
  if (!inUse) return undefined;
  // The script loading and scoring load with the first captcha run (never in demo mode).
  const { browserCaptchaEnvironment, executeCaptcha } = await import('./captcha');
  environment ??= browserCaptchaEnvironment();
  return executeCaptcha(action, config, environment);
}
