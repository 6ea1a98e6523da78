import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { personaUser } from '../../store/persona-user';
import type { Persona } from '../../store/personas';
import { DAY_MS } from '../../store/random';
import { balanceId } from '../../store/schema';
import type { UserRow } from '../../store/types';
import { nextSideId, sideState } from './side-state';
import { invalid, isEmail, requireCode, tokenFor } from './shared';

const EXPIRED = 'The verification code has expired. Please sign up again';
const NO_ACCOUNT = "There's no account associated with this email address";

/** Password rule of spec A §5: 8+ characters with a lowercase letter, an uppercase letter and a digit. */
export function checkPassword(password: unknown, confirmation: unknown, field = 'password'): string {
  const value = String(password ?? '');
  if (!/^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,128}$/.test(value))
    throw invalid(
      field,
      'The password must be at least 8 characters and contain an uppercase letter, a lowercase letter and a number.',
    );
  if (value !== confirmation)
    throw invalid(`${field}_confirmation`, 'The password confirmation does not match');
  return value;
}

/** A brand-new user row: unverified, with one empty USD account (what sign-up creates). */
function createUser(
  backend: DemoBackend,
  signUp: { name: string; email: string; user_type: Persona['type']; country_code: string },
) {
  const { db } = backend;
  const id = Number(db.users.nextId());
  const persona: Persona = {
    id,
    email: signUp.email,
    name: signUp.name,
    type: signUp.user_type,
    verified: false,
    entity: 1,
    main: true,
    beta: false,
    application: 'not_submitted',
    ernestNeeded: signUp.user_type === 'business',
    onboarding: 'new',
    dormant: false,
    locale: 'en',
    timezone: 'UTC',
    phone: [signUp.country_code, ''],
    flags: signUp.user_type === 'business' ? 'business' : 'personal',
    entityFeatures: { convert: true, add_money: true, payout: true, add_account: true },
    acl: [],
    currencies: ['USD'],
  };
  const row: UserRow = {
    ...personaUser(persona),
    circle_id: null,
    enabled_second_factor: false,
    feature_ack: {},
  };
  const user = db.users.insert(row);
  db.balances.insert({
    id: balanceId(id, 'USD'),
    user_id: id,
    currency: 'USD',
    balances: [
      { subtype: 'balance_available', balance: 0 },
      { subtype: 'balance_pending', balance: 0 },
      { subtype: 'balance_reserved', balance: 0 },
    ],
    anchored_currency: false,
  });
  return user;
}

/** Sign-up with an e-mail code, and password reset (spec A §2 auth/sign-up, auth/reset; §8 messages). */
export const authRecoveryHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.post('/api/v2/auth/sign-up', async ({ request, response }) => {
    const body = await readJson<{
      name: string;
      email: string;
      password: string;
      password_confirmation: string;
      user_type: string;
      country_code: string;
    }>(request);
    requireFields(body, ['name', 'email', 'password', 'password_confirmation', 'user_type', 'country_code']);
    const name = String(body.name).trim();
    if (name.length > 191) throw invalid('name', 'The name may not be greater than 191 characters.');
    if (!isEmail(body.email)) throw invalid('email', 'The email must be a valid email address.');
    if (backend.db.findUserByEmail(body.email)) throw invalid('email', 'The email has already been taken.');
    const password = checkPassword(body.password, body.password_confirmation);
    if (body.user_type !== 'personal' && body.user_type !== 'business')
      throw invalid('user_type', 'The selected user type is invalid.');
    const country = String(body.country_code);
    if (!backend.db.countries.get(country))
      throw invalid('country_code', 'The selected country code is invalid.');
    const id = nextSideId(backend, 'vrf_');
    sideState(backend).pendingSignUps.set(id, {
      name,
      email: body.email.trim(),
      password,
      user_type: body.user_type,
      country_code: country,
      expires_at: backend.now() + DAY_MS,
    });
    return response(200).json(ok({ verification_id: id }, 'We sent a 6-digit code to your e-mail.'));
  }),

  mainHttp.post('/api/v2/auth/sign-up/verify', async ({ request, response }) => {
    const body = await readJson<{ verification_id: string; code: string }>(request);
    requireFields(body, ['verification_id', 'code']);
    const pending = sideState(backend).pendingSignUps;
    const signUp = pending.get(String(body.verification_id));
    if (!signUp || signUp.expires_at <= backend.now()) throw invalid('verification_id', EXPIRED);
    requireCode(body.code, 'code');
    if (backend.db.findUserByEmail(signUp.email)) throw invalid('email', 'The email has already been taken.');
    const user = createUser(backend, signUp);
    backend.db.setPassword(user.id, signUp.password);
    pending.delete(String(body.verification_id));
    return response(200).json(ok({ id_token: tokenFor(backend, user) }, 'Your account is ready.'));
  }),

  mainHttp.post('/api/v2/auth/reset', async ({ request, response }) => {
    const body = await readJson<{ email: string }>(request);
    requireFields(body, ['email']);
    if (!isEmail(body.email)) throw invalid('email', 'The email must be a valid email address.');
    if (!backend.db.findUserByEmail(body.email)) throw failure(404, NO_ACCOUNT);
    return response(200).json(ok(null, 'We sent a 6-digit code to your e-mail.'));
  }),

  mainHttp.post('/api/v2/auth/reset/confirm', async ({ request, response }) => {
    const body = await readJson<{
      email: string;
      code: string;
      password: string;
      password_confirmation: string;
    }>(request);
    requireFields(body, ['email', 'code', 'password', 'password_confirmation']);
    const user = backend.db.findUserByEmail(String(body.email));
    if (!user) throw invalid('email', NO_ACCOUNT);
    requireCode(body.code, 'code');
    backend.db.setPassword(user.id, checkPassword(body.password, body.password_confirmation));
    return response(200).json(ok(null, 'Your password has been changed. You can sign in now.'));
  }),
];
