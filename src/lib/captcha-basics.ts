/**
 * What every auth screen needs of the captcha without running it: its configuration, actions and errors
 * (spec A §8's four messages). The script loading and scoring (captcha.ts) load only when a captcha runs.
 */
export const CAPTCHA_ERRORS = {
  noKey: 'No key provided',
  noVersion: 'No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
} as const;

export type CaptchaErrorMessage = (typeof CAPTCHA_ERRORS)[keyof typeof CAPTCHA_ERRORS];
/** The scored actions the auth screens send. */
export type CaptchaAction = 'login' | 'sign_up' | 'reset';

export class CaptchaError extends Error {
  declare readonly message: CaptchaErrorMessage;
  constructor(message: CaptchaErrorMessage) {
    super(message);
    this.name = 'CaptchaError';
  }
}

export interface CaptchaConfig {
  siteKey?: string;
  /** '3' (score per action) or '2' (invisible challenge widget). */
  version?: string;
  enterprise: boolean;
  invisible: boolean;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['false', '0', 'no'].includes(value.toLowerCase());

/** Reads VITE_CAPTCHA_* (site key, version default 3, enterprise default true, invisible default true). */
export function captchaConfigFromEnv(env: Record<string, string | undefined>): CaptchaConfig {
  const siteKey = env.VITE_CAPTCHA_SITE_KEY?.trim();
  return {
    ...(siteKey ? { siteKey } : {}),
    version: env.VITE_CAPTCHA_VERSION === undefined ? '3' : env.VITE_CAPTCHA_VERSION.trim(),
    enterprise: flag(env.VITE_CAPTCHA_ENTERPRISE, true),
    invisible: flag(env.VITE_CAPTCHA_INVISIBLE, true),
  };
}
