import type { HttpHandler } from 'msw';
import type { components } from '@/api/generated/account';
import type { DemoBackend } from '../../backend';
import { found, optionalCaller, readJson, requireCaller } from '../../guard';
import { accountHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import type { ReceivingMethodType, UserRow } from '../../store/types';
import { readDetails, writeDetails } from './public-profile-details';
import { sideState, type PublicProfileSettings } from './side-state';
import { invalid } from './shared';
import { METHOD_TYPES, methodSupports, RECEIVING_METHODS } from './transfer-rules';

type PublicProfile = components['schemas']['PublicProfile'];

const DEFAULTS: PublicProfileSettings = {
  is_public: true,
  show_name: true,
  show_profile_picture: true,
  receiving_methods: ['e_wallet'],
};

/** What visitors see: the offered methods in each of the owner's currencies that the method pays out in. */
function publicProfile(backend: DemoBackend, user: UserRow): PublicProfile {
  const settings = sideState(backend).publicProfiles.get(user.id) ?? DEFAULTS;
  const currencies = backend.db
    .forUser(user.id)
    .balances.all()
    .map((account) => account.currency);
  return {
    username: user.username,
    name: settings.show_name ? user.name : null,
    profile_picture: settings.show_profile_picture ? user.profile_picture : null,
    receiving_methods: settings.receiving_methods.flatMap((type) =>
      currencies
        .filter((currency) => methodSupports(type, currency))
        .map((currency) => ({
          type,
          currency,
          label: `${RECEIVING_METHODS.find((m) => m.type === type)?.label ?? type} ${currency}`,
        })),
    ),
    settings: {
      is_public: settings.is_public,
      show_name: settings.show_name,
      show_profile_picture: settings.show_profile_picture,
    },
    ...readDetails(backend, user),
  };
}

/** Public profile of the account service (spec A §2 me, me/{slug}; §7 account service). */
export const accountPublicProfileHandlers = (backend: DemoBackend): HttpHandler[] => [
  // Needs no token; with the account-id token it answers the caller's own profile, else null.
  accountHttp.get('/api/public-profile', ({ request, response }) => {
    const caller = optionalCaller(backend, request, 'account');
    return response(200).json(ok(caller ? publicProfile(backend, caller.user) : null));
  }),

  accountHttp.put('/api/public-profile', async ({ request, response }) => {
    const { user } = requireCaller(backend, request, 'account');
    const body = await readJson<PublicProfileSettings & Record<string, unknown>>(request);
    if (Object.keys(body).length === 0)
      throw failure(422, MESSAGES.invalid, { is_public: ['Nothing to update.'] });
    const current = sideState(backend).publicProfiles.get(user.id) ?? DEFAULTS;
    const next: PublicProfileSettings = { ...current, receiving_methods: [...current.receiving_methods] };
    for (const key of ['is_public', 'show_name', 'show_profile_picture'] as const) {
      if (body[key] === undefined) continue;
      if (typeof body[key] !== 'boolean')
        throw invalid(key, `The ${key.replace(/_/g, ' ')} field must be true or false.`);
      next[key] = body[key];
    }
    if (body.receiving_methods !== undefined) {
      const methods = body.receiving_methods;
      if (!Array.isArray(methods) || methods.some((m) => !METHOD_TYPES.includes(m)))
        throw invalid('receiving_methods', 'The selected receiving methods is invalid.');
      next.receiving_methods = [...new Set<ReceivingMethodType>(methods)];
    }
    writeDetails(backend, user, body);
    sideState(backend).publicProfiles.set(user.id, next);
    return response(200).json(ok(publicProfile(backend, user), 'Public profile saved'));
  }),

  accountHttp.get('/mobile/api/public-profile/{username}', ({ params, response }) => {
    const wanted = params.username.toLowerCase();
    const owner = found(
      backend.db.users.find((u) => u.username.toLowerCase() === wanted),
      'This page could not be found',
    );
    // A private profile looks exactly like an unknown username.
    const settings = sideState(backend).publicProfiles.get(owner.id) ?? DEFAULTS;
    if (!settings.is_public) throw failure(404, 'This page could not be found');
    return response(200).json(ok(publicProfile(backend, owner)));
  }),
];
