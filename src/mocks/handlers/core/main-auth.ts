import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { authenticate, bearerToken } from '../../store/auth';
import { decodeToken } from '../../store/tokens';
import { authRecoveryHandlers } from './main-auth-recovery';
import { authSocialHandlers } from './main-auth-social';
import { asLocale, invalid, isEmail, requireCode, toUser, tokenFor } from './shared';

export const WRONG_CREDENTIALS = 'Either the account or password is incorrect.';

/** The admin id of the caller's token (preview login), carried into refreshed tokens. */
const adminIdOf = (request: Request) =>
  decodeToken(bearerToken(request.headers.get('Authorization')))?.admin_id;

/**
 * Sign-in and the session (spec A §2 Authentication, §4 Session, §7). Tokens are stateless (contract "Auth
 * tokens"), so logout cannot revoke one; the client forgets it.
 */
export const authHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.post('/api/v2/auth/login', async ({ request, response }) => {
    const body = await readJson<{ email: string; password: string; captcha_token: string }>(request);
    requireFields(body, ['email', 'password']);
    if (!isEmail(body.email)) throw invalid('email', 'The email must be a valid email address.');
    const user = authenticate(backend.db, body.email, String(body.password));
    if (!user) throw failure(401, WRONG_CREDENTIALS);
    // A blocked sub-merchant cannot sign in (spec B §4 user statuses).
    const membership = user.main_account_id
      ? backend.db
          .forUser(user.main_account_id)
          .subAccounts.find((s) => s.email.toLowerCase() === user.email.toLowerCase())
      : undefined;
    if (membership?.status === 'blocked')
      throw failure(401, 'This account is blocked. Ask the account owner for access.');
    // The demo personas sign in with one step; a second factor is asked for only after a social login
    // (POST /api/v2/auth/social-login answers otp_required), so the one-click demo sign-in always works.
    return response(200).json(
      ok({
        id_token: tokenFor(backend, user),
        user: toUser(backend.db, user.id),
        second_factor_required: false,
      }),
    );
  }),

  mainHttp.get('/api/v2/auth/is-authenticated', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const adminId = adminIdOf(request);
    const idToken = tokenFor(backend, user, 'main', adminId);
    return response(200).json(
      ok({
        user: toUser(backend.db, user.id),
        tokens: { id_token: idToken, account_id_token: tokenFor(backend, user, 'account') },
        localization: {
          locale: asLocale(user.settings.locale),
          supported_languages: backend.db.supportedLanguages.all().map((language) => ({
            code: asLocale(language.code),
            name: language.name,
          })),
        },
        restricted_country: false,
      }),
      { headers: { id_token: idToken } },
    );
  }),

  mainHttp.post('/api/v2/auth/account-id-token', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    return response(200).json(ok({ account_id_token: tokenFor(backend, user, 'account') }));
  }),

  mainHttp.get('/api/v2/auth/logout', ({ request, response }) => {
    requireCaller(backend, request);
    return response(200).json(ok(null, 'Logged out'));
  }),

  mainHttp.post('/api/v2/auth/otp/verify', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ code: string }>(request);
    requireFields(body, ['code']);
    requireCode(body.code, 'code');
    return response(200).json(ok({ id_token: tokenFor(backend, user, 'main', adminIdOf(request)) }));
  }),

  ...authRecoveryHandlers(backend),
  ...authSocialHandlers(backend),
];
