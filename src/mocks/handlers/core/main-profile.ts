import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import { DAY_MS } from '../../store/random';
import type { UserRow } from '../../store/types';
import { sideState } from './side-state';
import { asLocale, invalid, isLocale, searchParams, toUser } from './shared';

const USERNAME = /^(?!.*__)[A-Za-z][A-Za-z0-9_]{2,15}$/;
const PHONE = /^\+?(\([0-9]{1,4}\)|[0-9]{1,4})([ .-]?[0-9]{1,6}){0,6}$/;

const usernameTaken = (backend: DemoBackend, username: string, exceptId?: number) =>
  backend.db.users.find((u) => u.id !== exceptId && u.username.toLowerCase() === username.toLowerCase()) !==
  undefined;

/** Username changes: at most 3 in 30 days and 10 in 365 days (spec A §5). */
function checkUsernameChange(backend: DemoBackend, user: UserRow, username: string): void {
  if (!USERNAME.test(username))
    throw invalid(
      'username',
      'The username must start with a letter and have 3 to 16 letters, digits or single underscores.',
    );
  if (username === user.username)
    throw invalid('username', 'The new username must differ from the current one.');
  if (usernameTaken(backend, username, user.id))
    throw invalid('username', 'The username has already been taken.');
  const now = backend.now();
  const changes = sideState(backend).usernameChanges.get(user.id) ?? [];
  if (changes.filter((at) => at > now - 30 * DAY_MS).length >= 3)
    throw invalid('username', 'You can change your username at most 3 times a month.');
  if (changes.filter((at) => at > now - 365 * DAY_MS).length >= 10)
    throw invalid('username', 'You can change your username at most 10 times a year.');
}

/** "UTC+01:00" for a time zone at the given instant; null when the zone is unknown. */
function utcOffset(timezone: string, atMs: number): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(atMs))
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part) return null;
    const offset = part.replace('GMT', '');
    return `UTC${offset || '+00:00'}`;
  } catch {
    return null;
  }
}

/** Suggestions near a wanted username that pass the rule and are free. */
function suggestions(backend: DemoBackend, wanted: string): string[] {
  const base = (
    wanted
      .replace(/[^A-Za-z0-9_]/g, '')
      .replace(/_+/g, '_')
      .replace(/^[^A-Za-z]+/, '') || 'user'
  ).slice(0, 12);
  const stem = base.length >= 3 ? base : `${base}pay`.slice(0, 12);
  const candidates = [
    stem,
    `${stem}_1`,
    `${stem}${new Date(backend.now()).getUTCFullYear() % 100}`,
    `the_${stem}`.slice(0, 16),
  ];
  for (let n = 2; candidates.length < 12; n++) candidates.push(`${stem}${n}`.slice(0, 16));
  return [...new Set(candidates)].filter((c) => USERNAME.test(c) && !usernameTaken(backend, c)).slice(0, 5);
}

/** The signed-in user's profile, settings, username and feature acknowledgements (spec A §2 Settings). */
export const profileHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/profile', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    return response(200).json(ok(toUser(backend.db, user.id)));
  }),

  mainHttp.put('/api/v2/profile', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{
      name: string;
      username: string;
      phone_country_code: string;
      phone_number: string;
    }>(request);
    if (Object.keys(body).length === 0)
      throw failure(422, MESSAGES.invalid, { name: ['Nothing to update.'] });
    const patch: Partial<UserRow> = {};
    if (body.name !== undefined) {
      const name = String(body.name).trim();
      if (!name || name.length > 191) throw invalid('name', 'The name must be 1 to 191 characters.');
      patch.name = name;
    }
    if (body.username !== undefined && body.username !== user.username) {
      checkUsernameChange(backend, user, String(body.username));
      patch.username = String(body.username);
    }
    if (body.phone_country_code !== undefined) {
      if (
        !/^[A-Z]{2}$/.test(String(body.phone_country_code)) ||
        !backend.db.countries.get(String(body.phone_country_code))
      )
        throw invalid('phone_country_code', 'The selected phone country code is invalid.');
      patch.phone_country_code = String(body.phone_country_code);
    }
    if (body.phone_number !== undefined) {
      if (!PHONE.test(String(body.phone_number)) || String(body.phone_number).length > 24)
        throw invalid('phone_number', 'The phone number format is invalid.');
      patch.phone_number = String(body.phone_number);
    }
    if (patch.phone_number !== undefined || patch.phone_country_code !== undefined)
      patch.phone_number_identity_confirmed = false;
    if (patch.username) {
      const changes = sideState(backend).usernameChanges;
      changes.set(user.id, [...(changes.get(user.id) ?? []), backend.now()]);
    }
    backend.db.users.update(user.id, patch);
    return response(200).json(ok(toUser(backend.db, user.id), 'Profile updated'));
  }),

  mainHttp.get('/api/v2/profile/username-suggestions', ({ request, response }) => {
    requireCaller(backend, request);
    const wanted = searchParams(request).get('username')?.trim() ?? '';
    if (!wanted) throw invalid('username', 'The username field is required.');
    if (wanted.length > 16) throw invalid('username', 'The username may not be greater than 16 characters.');
    return response(200).json(ok(suggestions(backend, wanted)));
  }),

  mainHttp.post('/api/v2/settings', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ timezone: string; locale: string }>(request);
    requireFields(body, ['timezone']);
    // Language and time zone settings are for personal accounts only (spec A §6).
    if (user.user_type !== 'personal')
      throw failure(403, MESSAGES.featureUnavailable, undefined, 'personal_only');
    const timezone = String(body.timezone);
    const offset = utcOffset(timezone, backend.now());
    if (!offset) throw invalid('timezone', 'The selected timezone is invalid.');
    if (body.locale !== undefined && !isLocale(body.locale))
      throw invalid('locale', 'The selected locale is invalid.');
    const settings = { timezone, locale: body.locale ?? user.settings.locale };
    backend.db.users.update(user.id, { settings });
    return response(200).json(
      ok({ timezone, locale: asLocale(settings.locale) }, `Reports will now be shown in ${offset}`),
    );
  }),

  mainHttp.post('/api/v2/main/feature-ack', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ feature: string }>(request);
    requireFields(body, ['feature']);
    const feature = String(body.feature);
    if (feature.length > 64 || !/^[a-z0-9_-]+$/i.test(feature))
      throw invalid('feature', 'The feature is invalid.');
    const updated = backend.db.users.update(user.id, {
      feature_ack: { ...user.feature_ack, [feature]: true },
    });
    return response(200).json(ok({ feature_ack: { ...(updated?.feature_ack ?? {}) } }));
  }),
];
