import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { DAY_MS, isoDateTime, REFERENCE_MS } from '../../store/random';
import { toPublicProfile } from './onboarding-model';
import { invalid, nowIso, slugify, type MainBody } from './shared';

/** Preview programs a user can look at (/preview-programs/{slug}); beta users are enrolled. */
const PROGRAMS = [
  {
    slug: 'beta-cards',
    name: 'Debit cards beta',
    description: 'Order virtual and physical debit cards before everyone else.',
  },
  {
    slug: 'virtual-accounts',
    name: 'Virtual accounts',
    description: 'Receive ACH and IBAN transfers in your own name.',
  },
  { slug: 'smart-tv', name: 'Smart TV app', description: 'See your balances on the big screen.' },
];

/** Randomizers (/randomizer/{slug}): the draw is fixed per user so a reload shows the same result. */
const RANDOMIZERS = [
  {
    slug: 'lucky-draw',
    name: 'Lucky draw',
    options: [
      { id: 'opt_1', label: 'Zero transfer fees for a month' },
      { id: 'opt_2', label: '5 USD cashback' },
      { id: 'opt_3', label: 'Free virtual card' },
      { id: 'opt_4', label: 'Better luck next time' },
    ],
  },
  {
    slug: 'summer-fest',
    name: 'Summer Fest prize draw',
    options: [
      { id: 'sf_1', label: 'Backstage pass' },
      { id: 'sf_2', label: 'VIP ticket upgrade' },
      { id: 'sf_3', label: 'Festival T-shirt' },
    ],
  },
];

/** TV codes are 6 characters; the demo TVs show TV followed by four digits (e.g. TV1234). */
const TV_CODE = /^TV[0-9]{4}$/;

export const otherHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/preview-programs/{slug}', ({ request, params, response }) => {
    const { user } = requireCaller(backend, request);
    const program = PROGRAMS.find((p) => p.slug === params.slug);
    if (!program) throw failure(404, 'This page could not be found');
    return response(200).json(ok({ ...program, enrolled: user.is_beta_user, available: user.verified }));
  }),

  mainHttp.get('/api/v2/randomizers/{slug}', ({ request, params, response }) => {
    const { user } = requireCaller(backend, request);
    const randomizer = RANDOMIZERS.find((r) => r.slug === params.slug);
    if (!randomizer) throw failure(404, 'This page could not be found');
    const option = randomizer.options[user.id % randomizer.options.length];
    const result = option
      ? { option_id: option.id, drawn_at: isoDateTime(REFERENCE_MS - user.id * DAY_MS) }
      : null;
    return response(200).json(
      ok({ ...randomizer, options: randomizer.options.map((o) => ({ ...o })), result }),
    );
  }),

  mainHttp.post('/api/v2/smarttv/link', async ({ request, response }) => {
    requireCaller(backend, request);
    const body = await readJson<MainBody<'linkSmartTv'>>(request);
    requireFields(body, ['code']);
    const code = String(body.code).trim().toUpperCase();
    if (!TV_CODE.test(code)) throw invalid('code', 'Invalid tv code', 'Invalid tv code');
    return response(200).json(
      ok({ device_name: `Living room TV (${code})`, linked_at: nowIso(backend) }, 'TV linked.'),
    );
  }),

  mainHttp.get('/api/v2/business/{slug}', ({ request, params, response }) => {
    // Only businesses have a business page: a personal user's /me details live in the same table.
    // The page answers to the business name's slug and to its owner's username as a slug (sofia-marquez).
    const profile = backend.db.publicProfiles.find((p) => {
      const owner = backend.db.users.get(p.user_id);
      return (
        p.is_active &&
        owner?.user_type === 'business' &&
        (slugify(p.business_name) === params.slug || slugify(owner.username) === params.slug)
      );
    });
    const owner = profile && backend.db.users.get(profile.user_id);
    if (!profile || !owner) throw failure(404, 'This page could not be found');
    return response(200).json(ok({ ...toPublicProfile(request, profile), username: owner.username }));
  }),
];
