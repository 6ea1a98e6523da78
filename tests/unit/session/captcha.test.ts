// The captcha service (src/lib/captcha.ts) against a fake provider: configuration from env, the script it
// loads, the token of a scored action, and each of the four failures of spec A §8 with its exact message.
import { describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_ERRORS,
  captchaConfigFromEnv,
  executeCaptcha,
  scriptUrl,
  type CaptchaConfig,
  type CaptchaEnvironment,
  type Grecaptcha,
} from '@/lib/captcha';
import { captchaInUse } from '@/lib/captcha-policy';

const V3: CaptchaConfig = { siteKey: 'site-key', version: '3', enterprise: true, invisible: true };

/** A provider that answers `token-<action>` (v3) or calls the widget callback (v2). */
function fakeProvider(
  answer: (action?: string) => Promise<string> | string = (a) => `token-${a}`,
): Grecaptcha {
  let callback: ((token: string) => void) | undefined;
  const api: Grecaptcha = {
    ready: (run) => run(),
    execute: vi.fn((_key?: string | number, options?: { action: string }) => {
      if (callback) {
        callback('token-v2');
        return undefined;
      }
      return Promise.resolve(answer(options?.action));
    }),
    render: vi.fn((_container: unknown, parameters: Record<string, unknown>) => {
      callback = parameters.callback as (token: string) => void;
      return 7;
    }),
  };
  return api;
}

function environment(provider: Grecaptcha | undefined, load: 'ok' | 'fail' = 'ok') {
  const loaded: string[] = [];
  const env: CaptchaEnvironment = {
    loadScript: (src) => {
      loaded.push(src);
      return load === 'ok' ? Promise.resolve() : Promise.reject(new Error('offline'));
    },
    provider: () => provider,
    container: () => ({}),
  };
  return { env, loaded };
}

describe('captchaConfigFromEnv (spec A §9 defaults)', () => {
  it.each([
    [{}, { version: '3', enterprise: true, invisible: true }],
    [
      { VITE_CAPTCHA_SITE_KEY: ' k ', VITE_CAPTCHA_VERSION: '2', VITE_CAPTCHA_ENTERPRISE: 'false' },
      { siteKey: 'k', version: '2', enterprise: false, invisible: true },
    ],
    [
      { VITE_CAPTCHA_INVISIBLE: '0', VITE_CAPTCHA_VERSION: '' },
      { version: '', enterprise: true, invisible: false },
    ],
  ])('%j → %j', (env, expected) => {
    expect(captchaConfigFromEnv(env)).toEqual(expected);
  });
});

describe('scriptUrl', () => {
  it.each([
    [V3, 'https://www.google.com/recaptcha/enterprise.js?render=site-key'],
    [{ ...V3, enterprise: false }, 'https://www.google.com/recaptcha/api.js?render=site-key'],
    [{ ...V3, version: '2' }, 'https://www.google.com/recaptcha/enterprise.js?render=explicit'],
  ])('%j → %s', (config, url) => {
    expect(scriptUrl(config)).toBe(url);
  });
});

describe('executeCaptcha', () => {
  it.each(['login', 'sign_up', 'reset'] as const)('scores action %s (enterprise v3)', async (action) => {
    const api = fakeProvider();
    const { env, loaded } = environment({ ...fakeProvider(() => 'wrong'), enterprise: api });
    await expect(executeCaptcha(action, V3, env)).resolves.toBe(`token-${action}`);
    expect(api.execute).toHaveBeenCalledWith('site-key', { action });
    expect(loaded).toEqual(['https://www.google.com/recaptcha/enterprise.js?render=site-key']);
  });

  it('uses the plain API when enterprise is off', async () => {
    const { env } = environment(fakeProvider());
    await expect(executeCaptcha('login', { ...V3, enterprise: false }, env)).resolves.toBe('token-login');
  });

  it('renders an invisible v2 widget and executes it', async () => {
    const api = fakeProvider();
    const { env } = environment(api);
    await expect(executeCaptcha('login', { ...V3, version: '2', enterprise: false }, env)).resolves.toBe(
      'token-v2',
    );
    expect(api.render).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ sitekey: 'site-key', size: 'invisible' }),
    );
    expect(api.execute).toHaveBeenCalledWith(7);
  });

  const failures: [string, CaptchaConfig, ReturnType<typeof environment>, string][] = [
    ['no site key', { ...V3, siteKey: undefined }, environment(fakeProvider()), CAPTCHA_ERRORS.noKey],
    ['an empty site key', { ...V3, siteKey: '' }, environment(fakeProvider()), 'No key provided'],
    ['no version', { ...V3, version: '' }, environment(fakeProvider()), 'No version provided'],
    ['an unknown version', { ...V3, version: '4' }, environment(fakeProvider()), 'No version provided'],
    ['a script that fails to load', V3, environment(fakeProvider(), 'fail'), 'Failed to load script'],
    ['a script that defines no provider', V3, environment(undefined), 'Failed to load script'],
    ['no enterprise API in enterprise mode', V3, environment(fakeProvider()), 'Failed to load script'],
    [
      'a rejected execution',
      { ...V3, enterprise: false },
      environment(fakeProvider(() => Promise.reject(new Error('x')))),
      'Failed to execute',
    ],
    [
      'an empty token',
      { ...V3, enterprise: false },
      environment(fakeProvider(() => '')),
      'Failed to execute',
    ],
  ];
  it.each(failures)('%s → %s', async (_name, config, { env }, message) => {
    await expect(executeCaptcha('login', config, env)).rejects.toMatchObject({
      name: 'CaptchaError',
      message,
    });
  });
});

describe('captchaInUse (recorded in docs/assumptions.md)', () => {
  it.each([
    [{ demo: true, siteKey: 'k', required: true }, false],
    [{ demo: true, required: false }, false],
    [{ demo: false, siteKey: 'k', required: false }, true],
    [{ demo: false, required: true }, true],
    [{ demo: false, required: false }, false],
  ])('%j → %s', (input, expected) => {
    expect(captchaInUse(input)).toBe(expected);
  });
});
