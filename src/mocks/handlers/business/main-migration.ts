import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { PERSONA_ID } from '../../store/personas';
import type { UserRow } from '../../store/types';
import { FieldErrors } from './errors';
import { COUNTRY, type MainBody, type MainSchema } from './shared';
import { PHONE } from './onboarding-lists';
import { TODAY_HEADER } from '../../tab-channel';

type Reason = MainSchema<'MigrationConsent'>['reason'];
type Step = MainSchema<'MigrationStep'>['state'];

/** The demo's 6-digit code (spec B §9), the same one the other demo OTPs use. */
const DEMO_CODE = '123456';
/** The last day of the legacy e-wallet service (spec B §9); from the next day on the flow is closed. */
export const LEGACY_SERVICE_ENDS_ON = '2024-09-02';
const NO_LEGACY_ACCOUNT: readonly number[] = [PERSONA_ID.newbie, PERSONA_ID.staff];
const ALREADY_MIGRATED: readonly number[] = [PERSONA_ID.dormant];
/** Where a finished or refused migration is kept: the user row persists, so a reload still knows. */
export const MIGRATED_ACK = 'legacy_migration_done';
export const REFUSED_ACK = 'legacy_migration_refused';
/** The Password schema of spec A §5: 8 to 128 characters with a lowercase letter, an uppercase letter, a digit. */
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,128}$/;

/** The migration's "today": the tab's planned day (`X-Demo-Today`, see tab-channel.ts), else the real clock. */
function today(backend: DemoBackend, request: Request): string {
  const planned = request.headers.get(TODAY_HEADER);
  if (planned && /^\d{4}-\d{2}-\d{2}$/.test(planned)) return planned;
  return new Date(backend.now()).toISOString().slice(0, 10);
}

/**
 * Moving a legacy wallet account over (spec B §4 legacy migration): phone, 6-digit code, new password (it becomes
 * the sign-in password), or an irreversible refusal. The screen keeps the order of the steps; the outcome is kept
 * on the user row (feature_ack), which the store persists, so a reload still knows.
 */
export const migrationHandlers = (backend: DemoBackend): HttpHandler[] => {
  /** Why this account cannot migrate (finished, refused, nothing to migrate), or null. */
  function closedFor(user: UserRow): Exclude<Reason, 'service_ended'> {
    if (user.feature_ack[MIGRATED_ACK] || ALREADY_MIGRATED.includes(user.id)) return 'already_migrated';
    if (user.feature_ack[REFUSED_ACK]) return 'refused';
    if (NO_LEGACY_ACCOUNT.includes(user.id) || user.user_type !== 'personal') return 'no_account';
    return null;
  }

  /**
   * The steps stay open until this account finished or refused. The end date closes the flow at the consent,
   * the screen's gate; the steps do not check it again, so the contract's examples run on any date.
   */
  function ensureOpen(user: UserRow) {
    const reason = closedFor(user);
    if (reason)
      throw failure(422, 'Migration is not available for this account.', { migration: [reason] }, reason);
  }

  const step = (state: Step) => ok({ state });

  const finish = (user: UserRow, ack: string) =>
    backend.db.users.update(user.id, { feature_ack: { ...user.feature_ack, [ack]: true } });

  return [
    mainHttp.get('/api/v2/migration/consent', ({ request, response }) => {
      const { user } = requireCaller(backend, request);
      const reason =
        closedFor(user) ?? (today(backend, request) > LEGACY_SERVICE_ENDS_ON ? 'service_ended' : null);
      return response(200).json(
        ok(reason ? { state: 'not_available' as const, reason } : { state: 'start' as const, reason: null }),
      );
    }),

    mainHttp.post('/api/v2/migration/phone', async ({ request, response }) => {
      const { user } = requireCaller(backend, request);
      const body = await readJson<MainBody<'submitMigrationPhone'>>(request);
      requireFields(body, ['phone_country_code', 'phone_number']);
      ensureOpen(user);
      const errors = new FieldErrors();
      errors.check(COUNTRY.test(body.phone_country_code), 'phone_country_code', 'Invalid country.');
      errors.check(PHONE.test(body.phone_number), 'phone_number', 'Invalid phone number.');
      errors.throwIfAny();
      return response(200).json({
        ...step('code'),
        message: 'We sent a 6-digit code to your phone.',
      });
    }),

    mainHttp.post('/api/v2/migration/code', async ({ request, response }) => {
      const { user } = requireCaller(backend, request);
      const body = await readJson<MainBody<'confirmMigrationCode'>>(request);
      requireFields(body, ['code']);
      ensureOpen(user);
      if (body.code !== DEMO_CODE) throw failure(422, 'Invalid OTP', { code: ['Invalid OTP'] });
      return response(200).json(step('password'));
    }),

    mainHttp.post('/api/v2/migration/password', async ({ request, response }) => {
      const { user } = requireCaller(backend, request);
      const body = await readJson<MainBody<'setMigrationPassword'>>(request);
      requireFields(body, ['password', 'password_confirmation']);
      ensureOpen(user);
      const errors = new FieldErrors();
      errors.check(
        PASSWORD.test(body.password),
        'password',
        'The password must be at least 8 characters and contain a lowercase letter, an uppercase letter and a digit.',
      );
      errors.check(
        body.password === body.password_confirmation,
        'password_confirmation',
        'The password confirmation does not match',
      );
      errors.throwIfAny();
      backend.db.setPassword(user.id, body.password);
      finish(user, MIGRATED_ACK);
      return response(200).json({ ...step('success'), message: 'Your account has been migrated.' });
    }),

    mainHttp.post('/api/v2/migration/refuse', ({ request, response }) => {
      const { user } = requireCaller(backend, request);
      ensureOpen(user);
      finish(user, REFUSED_ACK);
      return response(200).json(step('refused'));
    }),
  ];
};
