import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { PERSONA_ID } from '../../store/personas';
import type { UserRow } from '../../store/types';
import { FieldErrors } from './errors';
import { COUNTRY, sessionState, type MainBody, type MainSchema } from './shared';
import { PHONE } from './onboarding-lists';

type Reason = MainSchema<'MigrationConsent'>['reason'];
type Step = MainSchema<'MigrationStep'>['state'];

/** The demo's 6-digit code (spec B §9), the same one the other demo OTPs use. */
const DEMO_CODE = '123456';
/** The legacy wallet service ended on 2 September 2024 (spec B §9); its data stays migratable. */
const NO_LEGACY_ACCOUNT: readonly number[] = [PERSONA_ID.newbie, PERSONA_ID.staff];
const ALREADY_MIGRATED: readonly number[] = [PERSONA_ID.dormant];

/**
 * Moving a legacy wallet account over (spec B §4 legacy migration): phone, 6-digit code, new password, or an
 * irreversible refusal. The progress lives for the session; the store has no place for it.
 */
export const migrationHandlers = (backend: DemoBackend): HttpHandler[] => {
  const progress = () => sessionState(backend, 'migration', () => new Map<number, Step>());

  function unavailable(user: UserRow): Reason {
    const step = progress().get(user.id);
    if (step === 'success' || ALREADY_MIGRATED.includes(user.id)) return 'already_migrated';
    if (step === 'refused') return 'refused';
    return NO_LEGACY_ACCOUNT.includes(user.id) ? 'no_account' : null;
  }

  /** Steps are open until the migration finished or was refused. */
  function open(request: Request) {
    const caller = requireCaller(backend, request);
    const reason = unavailable(caller.user);
    if (reason)
      throw failure(422, 'Migration is not available for this account.', { migration: [reason] }, reason);
    return caller;
  }

  const advance = (user: UserRow, state: Step) => {
    progress().set(user.id, state);
    return ok({ state });
  };

  return [
    mainHttp.get('/api/v2/migration/consent', ({ request, response }) => {
      const { user } = requireCaller(backend, request);
      const reason = unavailable(user);
      return response(200).json(
        ok(reason ? { state: 'not_available' as const, reason } : { state: 'start' as const, reason: null }),
      );
    }),

    mainHttp.post('/api/v2/migration/phone', async ({ request, response }) => {
      const { user } = open(request);
      const body = await readJson<MainBody<'submitMigrationPhone'>>(request);
      requireFields(body, ['phone_country_code', 'phone_number']);
      const errors = new FieldErrors();
      errors.check(COUNTRY.test(body.phone_country_code), 'phone_country_code', 'Invalid country.');
      errors.check(PHONE.test(body.phone_number), 'phone_number', 'Invalid phone number.');
      errors.throwIfAny();
      return response(200).json({
        ...advance(user, 'code'),
        message: 'We sent a 6-digit code to your phone.',
      });
    }),

    mainHttp.post('/api/v2/migration/code', async ({ request, response }) => {
      const { user } = open(request);
      const body = await readJson<MainBody<'confirmMigrationCode'>>(request);
      requireFields(body, ['code']);
      if (body.code !== DEMO_CODE) throw failure(422, 'Invalid OTP', { code: ['Invalid OTP'] });
      return response(200).json(advance(user, 'password'));
    }),

    mainHttp.post('/api/v2/migration/password', async ({ request, response }) => {
      const { user } = open(request);
      const body = await readJson<MainBody<'setMigrationPassword'>>(request);
      requireFields(body, ['password', 'password_confirmation']);
      const errors = new FieldErrors();
      errors.check(
        body.password.length >= 8 && body.password.length <= 255,
        'password',
        'The password must be at least 8 characters.',
      );
      errors.check(
        body.password === body.password_confirmation,
        'password_confirmation',
        'The password confirmation does not match',
      );
      errors.throwIfAny();
      return response(200).json({ ...advance(user, 'success'), message: 'Your account has been migrated.' });
    }),

    mainHttp.post('/api/v2/migration/refuse', ({ request, response }) => {
      const { user } = open(request);
      return response(200).json(advance(user, 'refused'));
    }),
  ];
};
