import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { onboardingOf } from './onboarding-model';
import {
  invalid,
  isHttpUrl,
  nowIso,
  queryParam,
  requireAcl,
  requireBusiness,
  type MainBody,
  type MainSchema,
} from './shared';

type Mode = 'live' | 'test';
type Credential = MainSchema<'ApiCredential'>;

const MODES: readonly Mode[] = ['live', 'test'];
const DOCS_URL = 'https://docs.demo.test/payments-api';
/** When the seeded keys of every merchant were issued. */
const SEEDED_AT = '2026-01-15T09:00:00Z';
const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Where a merchant's keys are kept: beside the pingback URL in the onboarding record, so they persist. */
const stored = (mode: Mode) => ({
  publicKey: `apiKey_${mode}`,
  secretLast4: `secretKeyLast4_${mode}`,
  createdAt: `apiKeyCreatedAt_${mode}`,
});

function randomKey(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

/** A merchant's first keys, the same on every device until regenerated. */
function seededKey(ownerId: number, mode: Mode): string {
  const base = (ownerId * 7919 + (mode === 'live' ? 104_729 : 130_363)).toString(36).padStart(6, '0');
  return `${base}${base.split('').reverse().join('')}`;
}

const masked = (mode: Mode, last4: string) => `sk_${mode}_••••${last4}`;

/** Strips a redirect URL's query string and anchor (spec A §5: "removed automatically"), trimmed. */
export const cleanPingbackUrl = (url: string): string => url.trim().replace(/[?#].*$/s, '');

/**
 * Integration settings of a merchant (spec B §2 /processing/integration): the API keys of live and test mode,
 * regenerated one mode at a time (the new secret key answered once, only its last 4 characters kept), the
 * pingback URL and the documentation link. A sub-merchant sees its main account's; changing them needs the
 * business-profile permission.
 */
export const integrationHandlers = (backend: DemoBackend): HttpHandler[] => {
  const merchant = (request: Request): Caller => {
    const caller = requireCaller(backend, request);
    requireBusiness(caller.user);
    return caller;
  };
  const editor = (request: Request): Caller => {
    const caller = merchant(request);
    requireAcl(caller.user, 'business-profile');
    return caller;
  };

  function credential(caller: Caller, mode: Mode): Credential {
    const attributes = onboardingOf(backend, caller).business_entity.attributes;
    const keys = stored(mode);
    const seeded = seededKey(caller.scope.ownerId, mode);
    return {
      mode,
      public_key: `pk_${mode}_${attributes[keys.publicKey] ?? seeded}`,
      secret_key_preview: masked(mode, attributes[keys.secretLast4] ?? seeded.slice(-4)),
      created_at: attributes[keys.createdAt] ?? SEEDED_AT,
    };
  }

  function settings(caller: Caller, request: Request): MainSchema<'IntegrationSettings'> {
    const mode: Mode = queryParam(request, 'is_in_sandbox') === '1' ? 'test' : 'live';
    const keys = credential(caller, mode);
    return {
      api_key: keys.public_key,
      secret_key_preview: keys.secret_key_preview,
      pingback_url: onboardingOf(backend, caller).business_entity.attributes.pingbackUrl || null,
      docs_url: DOCS_URL,
    };
  }

  function saveAttributes(caller: Caller, patch: Record<string, string>) {
    const row = onboardingOf(backend, caller);
    backend.db.onboarding.update(row.id, {
      business_entity: {
        ...row.business_entity,
        attributes: { ...row.business_entity.attributes, ...patch },
      },
    });
  }

  return [
    mainHttp.get('/api/v2/processing/integration', ({ request, response }) => {
      return response(200).json(ok(settings(merchant(request), request)));
    }),

    mainHttp.put('/api/v2/processing/integration', async ({ request, response }) => {
      const caller = editor(request);
      const body = await readJson<MainBody<'updateIntegration'>>(request);
      if (!('pingback_url' in body)) throw invalid('pingback_url', 'The pingback url field is required.');
      const raw = body.pingback_url ?? null;
      const url = typeof raw === 'string' ? cleanPingbackUrl(raw) : null;
      if (url !== null && !(isHttpUrl(url) && url.length <= 255))
        throw invalid('pingback_url', 'The pingback URL must be a valid URL.');
      saveAttributes(caller, { pingbackUrl: url ?? '' });
      return response(200).json(ok(settings(caller, request), 'Pingback URL saved.'));
    }),

    mainHttp.get('/api/v2/processing/integration/credentials', ({ request, response }) => {
      const caller = merchant(request);
      return response(200).json(ok(MODES.map((mode) => credential(caller, mode))));
    }),

    mainHttp.post(
      '/api/v2/processing/integration/credentials/{mode}/regenerate',
      ({ request, params, response }) => {
        const caller = editor(request);
        const mode = MODES.find((name) => name === params.mode);
        if (!mode) throw failure(404, 'There is no such mode.');
        const publicKey = randomKey(12);
        const secret = randomKey(24);
        const keys = stored(mode);
        saveAttributes(caller, {
          [keys.publicKey]: publicKey,
          [keys.secretLast4]: secret.slice(-4),
          [keys.createdAt]: nowIso(backend),
        });
        const message =
          mode === 'live' ? 'New live keys issued. The old ones no longer work.' : 'New test keys issued.';
        return response(200).json(
          ok({ ...credential(caller, mode), secret_key: `sk_${mode}_${secret}` }, message),
        );
      },
    ),
  ];
};
