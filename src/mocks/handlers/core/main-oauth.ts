import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { optionalCaller, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import type { UserScope } from '../../store/db';
import { isoDateTime } from '../../store/random';

export const OAUTH_SCOPES = ['profile', 'balances', 'transactions', 'payments'] as const;
export type OauthScope = (typeof OAUTH_SCOPES)[number];

export interface OauthClientRow {
  client_id: string;
  name: string;
  website: string;
  logo_url: string | null;
  /**
   * The registered redirect URL: absolute, or a path on the dashboard's own origin (Ledgerly, a demo partner
   * whose callback is a dashboard page, so a person, and the e2e test, can follow the whole round trip).
   */
  redirect_uri: string;
  /** Scopes the application may ask for; the first is what it gets when it names none. */
  scopes: readonly OauthScope[];
}

const SHOPWAVE_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#0f766e"/><path d="M10 30c5-8 9-8 14 0s9 8 14 0" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="24" cy="16" r="4" fill="#fff"/></svg>',
  );

/** The applications registered with the demo (read-only reference data, like the social providers). */
export const OAUTH_CLIENTS: readonly OauthClientRow[] = [
  {
    client_id: 'ledgerly',
    name: 'Ledgerly',
    website: 'https://ledgerly.demo.test',
    logo_url: null,
    redirect_uri: '/settings/connected-platforms',
    scopes: ['profile', 'balances', 'transactions'],
  },
  {
    client_id: 'shopwave',
    name: 'Shopwave',
    website: 'https://shopwave.demo.test',
    logo_url: SHOPWAVE_LOGO,
    redirect_uri: 'https://shopwave.demo.test/oauth/callback',
    scopes: ['profile', 'balances', 'payments'],
  },
];

const UNKNOWN_CLIENT = 'Authorization is not found or invalid';

/**
 * A redirect URL as it is compared and followed: http(s) only, query string and anchor removed (spec A §5).
 * A path (a registered URL on the dashboard itself) is read against `origin`. Undefined when it is no URL.
 *
 * @example normalizeRedirect('https://a.test/cb?x=1#top', 'https://app.test') // → URL https://a.test/cb
 */
export function normalizeRedirect(raw: string, origin: string): URL | undefined {
  let url: URL;
  try {
    url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, origin) : new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  url.search = '';
  url.hash = '';
  return url;
}

/** Space-separated scopes, de-duplicated; none asks for the application's default. */
export const parseScopes = (raw: string | null | undefined, client: OauthClientRow): string[] => {
  const asked = [...new Set((raw ?? '').split(/\s+/).filter(Boolean))];
  return asked.length ? asked : [client.scopes[0] ?? 'profile'];
};

export interface OauthParams {
  client_id: string;
  redirect_uri: string;
  scope?: string | null;
  response_type?: string | null;
  state?: string | null;
}

export interface CheckedRequest {
  client: OauthClientRow;
  /** The registered redirect URL, normalised: where the browser goes, whatever the request spelled. */
  target: URL;
  scopes: OauthScope[];
}

const refuse = (field: string, message: string, code: string) =>
  failure(422, MESSAGES.invalid, { [field]: [message] }, code);

/**
 * Checks an OAuth request against the registry; throws the documented 404/422 (with a `code`) when it must be
 * refused. The redirect URL is never followed unless it is the registered one.
 */
export function checkRequest(params: OauthParams, origin: string): CheckedRequest {
  const client = OAUTH_CLIENTS.find((c) => c.client_id === params.client_id);
  if (!client) throw failure(404, UNKNOWN_CLIENT, undefined, 'unknown_client');
  const registered = normalizeRedirect(client.redirect_uri, origin);
  const asked = normalizeRedirect(params.redirect_uri, origin);
  if (!registered || !asked || /^\//.test(params.redirect_uri) || asked.href !== registered.href)
    throw refuse(
      'redirect_uri',
      'The redirect URL does not match the one registered for this application.',
      'redirect_uri_mismatch',
    );
  const responseType = params.response_type || 'code';
  if (responseType !== 'code')
    throw refuse(
      'response_type',
      'Only the authorization code response type is supported.',
      'unsupported_response_type',
    );
  if ((params.state ?? '').length > 255)
    throw refuse('state', 'The state may not be greater than 255 characters.', 'invalid_request');
  const scopes = parseScopes(params.scope, client);
  const refused = scopes.filter((s) => !(client.scopes as readonly string[]).includes(s));
  if (refused.length)
    throw refuse('scope', `This application may not ask for: ${refused.join(', ')}.`, 'invalid_scope');
  return { client, target: registered, scopes: scopes as OauthScope[] };
}

const connectionOf = (scope: UserScope, client: OauthClientRow) =>
  scope.connectedPlatforms.find((row) => row.name === client.name);

function randomCode(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `ac_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const originOf = (request: Request) => new URL(request.url).origin;

/**
 * Third-party applications asking for access (spec A §2 auth/connect, auth/oauth/authorize, auth/oauth/connect):
 * the public check of a request, and the signed-in user's decision. An approval lands among the user's
 * connected platforms (spec A §2 settings/connected-platforms), so it persists like every store row.
 */
export const oauthHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/auth/oauth/clients/{client_id}', ({ request, params, query, response }) => {
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri)
      throw failure(422, MESSAGES.invalid, { redirect_uri: ['The redirect uri field is required.'] });
    const { client, target, scopes } = checkRequest(
      {
        client_id: params.client_id,
        redirect_uri: redirectUri,
        scope: query.get('scope'),
        response_type: query.get('response_type'),
        state: query.get('state'),
      },
      originOf(request),
    );
    const caller = optionalCaller(backend, request);
    const connection = caller && connectionOf(caller.scope, client);
    return response(200).json(
      ok({
        client_id: client.client_id,
        name: client.name,
        website: client.website,
        logo_url: client.logo_url,
        redirect_host: target.host,
        scopes,
        connected_at: connection?.status === 'active' ? connection.connected_at : null,
      }),
    );
  }),

  mainHttp.post('/api/v2/auth/oauth/authorize', async ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const body = await readJson<{
      client_id: string;
      redirect_uri: string;
      scope: string;
      response_type: string;
      state: string;
      decision: string;
    }>(request);
    requireFields(body, ['client_id', 'redirect_uri', 'decision']);
    if (body.decision !== 'approve' && body.decision !== 'deny')
      throw failure(422, MESSAGES.invalid, { decision: ['The decision must be approve or deny.'] });
    const { client, target } = checkRequest(
      {
        client_id: String(body.client_id),
        redirect_uri: String(body.redirect_uri),
        scope: body.scope === undefined ? undefined : String(body.scope),
        response_type: body.response_type === undefined ? undefined : String(body.response_type),
        state: body.state === undefined ? undefined : String(body.state),
      },
      originOf(request),
    );
    if (body.decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
    } else {
      target.searchParams.set('code', randomCode());
      const now = isoDateTime(backend.now());
      const existing = connectionOf(scope, client);
      if (existing) scope.connectedPlatforms.update(existing.id, { status: 'active', connected_at: now });
      else scope.connectedPlatforms.insert({ name: client.name, connected_at: now, status: 'active' });
    }
    if (body.state) target.searchParams.set('state', String(body.state));
    return response(200).json(ok({ redirect_url: target.toString() }));
  }),
];
