/**
 * The captcha service (spec A §7: loads its script, runs action-based scoring, supplies a response token;
 * §9: version 3, enterprise mode, invisible by default). Failures reject with exactly the catalogue messages of
 * spec A §8, so screens can map each one to a translated text.
 */
import { CAPTCHA_ERRORS, CaptchaError, type CaptchaAction, type CaptchaConfig } from './captcha-basics';

export * from './captcha-basics';

/** The provider's API, as much of it as this module calls (reCAPTCHA v3 / v2 invisible, plain or enterprise). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(keyOrWidget?: string | number, options?: { action: string }): Promise<string> | void;
  render?(container: unknown, parameters: Record<string, unknown>): number;
  enterprise?: Grecaptcha;
}

export interface CaptchaEnvironment {
  /** Adds the script tag and settles when it loaded or failed. */
  loadScript(src: string): Promise<void>;
  /** The provider global once the script ran. */
  provider(): Grecaptcha | undefined;
  /** A hidden element for the v2 invisible widget. */
  container?(): unknown;
}

/** The provider script for a configuration (v3 renders with the key; v2 renders explicitly). */
export function scriptUrl({ siteKey, version, enterprise }: CaptchaConfig): string {
  const file = enterprise ? 'enterprise.js' : 'api.js';
  const render = version === '3' ? (siteKey ?? '') : 'explicit';
  return `https://www.google.com/recaptcha/${file}?render=${encodeURIComponent(render)}`;
}

/** A browser environment: one script tag per page, the provider global on window. */
export function browserCaptchaEnvironment(): CaptchaEnvironment {
  const loaded = new Map<string, Promise<void>>();
  return {
    loadScript: (src) => {
      let pending = loaded.get(src);
      if (!pending) {
        pending = new Promise<void>((resolve, reject) => {
          const script = document.createElement('script');
          script.src = src;
          script.async = true;
          script.onload = () => resolve();
          script.onerror = () => reject(new Error(src));
          document.head.appendChild(script);
        });
        // A failed load may be retried on the next attempt.
        pending.catch(() => loaded.delete(src));
        loaded.set(src, pending);
      }
      return pending;
    },
    provider: () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha,
    container: () => {
      const element = document.createElement('div');
      element.hidden = true;
      document.body.appendChild(element);
      return element;
    },
  };
}

function runV2(api: Grecaptcha, config: CaptchaConfig, env: CaptchaEnvironment): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (!api.render) return reject(new CaptchaError(CAPTCHA_ERRORS.executeFailed));
    const widget = api.render(env.container?.(), {
      sitekey: config.siteKey,
      size: config.invisible ? 'invisible' : 'normal',
      callback: (token: string) => resolve(token),
      'error-callback': () => reject(new CaptchaError(CAPTCHA_ERRORS.executeFailed)),
    });
    void api.execute(widget);
  });
}

/**
 * A token for one scored action.
 * @example const token = await executeCaptcha('login', config, browserCaptchaEnvironment());
 */
export async function executeCaptcha(
  action: CaptchaAction,
  config: CaptchaConfig,
  env: CaptchaEnvironment,
): Promise<string> {
  if (!config.siteKey) throw new CaptchaError(CAPTCHA_ERRORS.noKey);
  if (config.version !== '3' && config.version !== '2') throw new CaptchaError(CAPTCHA_ERRORS.noVersion);
  try {
    await env.loadScript(scriptUrl(config));
  } catch {
    throw new CaptchaError(CAPTCHA_ERRORS.loadFailed);
  }
  const global = env.provider();
  const api = config.enterprise ? global?.enterprise : global;
  if (!api) throw new CaptchaError(CAPTCHA_ERRORS.loadFailed);
  const siteKey = config.siteKey;
  try {
    const token = await new Promise<string>((resolve, reject) => {
      api.ready(() => {
        const run =
          config.version === '3'
            ? Promise.resolve(api.execute(siteKey, { action })).then((value) => String(value ?? ''))
            : runV2(api, config, env);
        run.then(resolve, reject);
      });
    });
    if (!token) throw new Error('empty token');
    return token;
  } catch {
    throw new CaptchaError(CAPTCHA_ERRORS.executeFailed);
  }
}
