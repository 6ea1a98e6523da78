import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { PERSONA_ID } from '../../store/personas';
import { invalid, isEmail, requireCode, tokenFor } from './shared';

const NOT_AUTHORIZED = 'Authorization is not found or invalid';

/**
 * Whose account each demo provider signs in to. The merchant has a second factor, so a Google sign-in asks for
 * the e-mail code (`otp_required`) before a session token is given.
 */
const SOCIAL_ACCOUNTS: Record<string, number> = {
  google: PERSONA_ID.merchant,
  apple: PERSONA_ID.personal,
  facebook: PERSONA_ID.newbie,
};

/** The authorization code the demo provider hands back to auth/socials/callback. */
const demoCode = (provider: string) => `demo-${provider}-code`;

/** Social sign-in (spec A §2 auth/socials/callback, §7): provider list, callback exchange, e-mail code. */
export const authSocialHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.post('/api/v2/auth/socials', ({ request, response }) => {
    const origin = new URL(request.url).origin;
    return response(200).json(
      ok(
        backend.db.socials.all().map(({ name }) => {
          // The demo provider "consents" at once and comes back to the app's callback route with a code.
          const callback = new URL('/auth/socials/callback', origin);
          callback.searchParams.set('provider', name);
          callback.searchParams.set('code', demoCode(name));
          return { name, redirect_url: callback.toString() };
        }),
      ),
    );
  }),

  mainHttp.post('/api/v2/auth/social-login', async ({ request, response }) => {
    const body = await readJson<{ provider: string; code: string; token: string; version: number }>(request);
    requireFields(body, ['provider', 'version']);
    if (body.version !== 2) throw invalid('version', 'The selected version is invalid.');
    const provider = String(body.provider);
    if (!backend.db.socials.get(provider)) throw invalid('provider', 'The selected provider is invalid.');
    const credential = body.code ?? body.token;
    if (!credential) throw invalid('code', 'The code field is required when token is not present.');
    // Any code the demo provider issued for this provider (the callback's, or one a test makes up) is accepted.
    if (!String(credential).startsWith('demo-') && !String(credential).startsWith('4/'))
      throw failure(401, NOT_AUTHORIZED);
    const user = backend.db.users.get(SOCIAL_ACCOUNTS[provider] ?? PERSONA_ID.personal);
    if (!user) throw failure(401, NOT_AUTHORIZED);
    if (user.enabled_second_factor)
      return response(200).json(
        ok({ otp_required: true, email: user.email }, 'We sent a 6-digit code to your e-mail.'),
      );
    return response(200).json(ok({ id_token: tokenFor(backend, user) }, 'Signed in.'));
  }),

  mainHttp.post('/api/v2/auth/social-login-otp', async ({ request, response }) => {
    const body = await readJson<{ email: string; code: string }>(request);
    requireFields(body, ['email', 'code']);
    if (!isEmail(body.email)) throw invalid('email', 'The email must be a valid email address.');
    const user = backend.db.findUserByEmail(body.email);
    if (!user) throw invalid('email', "There's no account associated with this email address");
    requireCode(body.code, 'code');
    return response(200).json(ok({ id_token: tokenFor(backend, user) }));
  }),
];
