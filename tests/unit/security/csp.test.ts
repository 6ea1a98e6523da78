import { describe, expect, it } from 'vitest';
import { apiOrigins, contentSecurityPolicy, cspDirectives, securityHeaders } from '../../../scripts/csp';

/** The policy parsed back into directive → sources, as a browser reads it. */
const parse = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('contentSecurityPolicy (demo build)', () => {
  const policy = parse(contentSecurityPolicy());

  it.each([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
  ])('%s is exactly %j', (name, sources) => {
    expect(policy.get(name)).toEqual(sources);
  });

  it('never allows eval, inline scripts, hashes, nonces or wildcards for scripts', () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts.join(' ')).not.toMatch(/unsafe|sha(256|384|512)-|nonce-|\*|data:|blob:/);
    // A missing script-src would fall back to default-src; it must be there on its own.
    expect(scripts.length).toBeGreaterThan(0);
  });

  it('has no wildcard source anywhere', () => {
    for (const sources of policy.values()) expect(sources).not.toContain('*');
  });
});

describe('contentSecurityPolicy (real backend)', () => {
  it('lets the app reach the configured API origins only', () => {
    const env = {
      VITE_API_BASE_URL: 'https://api.example.com/',
      VITE_TICKETING_API_URL: 'https://tickets.example.com/v1',
      VITE_TRACKING_API_URL: 'not a url',
    };
    expect(apiOrigins(env)).toEqual(['https://api.example.com', 'https://tickets.example.com']);
    expect(cspDirectives(env)['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://tickets.example.com',
    ]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '  '])('ignores a non-http API URL %j', (url) => {
    expect(apiOrigins({ VITE_API_BASE_URL: url })).toEqual([]);
  });

  it('adds reCAPTCHA hosts only when a site key is configured', () => {
    expect(cspDirectives({})['script-src']).toEqual(["'self'"]);
    const withCaptcha = cspDirectives({ VITE_CAPTCHA_SITE_KEY: 'key' });
    expect(withCaptcha['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(withCaptcha['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(withCaptcha['script-src']?.join(' ')).not.toMatch(/unsafe/);
  });
});

describe('securityHeaders', () => {
  it('sends the policy with nosniff, DENY framing and a referrer policy', () => {
    const headers = securityHeaders();
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy());
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
