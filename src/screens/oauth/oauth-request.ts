import { ApiError } from '@/api/errors';

/** What a third-party application puts in the connect or authorize link (OAuth 2.0 authorization request). */
export interface OauthRequest {
  client_id: string;
  redirect_uri: string;
  scope?: string;
  response_type?: string;
  state?: string;
}

const OPTIONAL = ['scope', 'response_type', 'state'] as const;

/** The request a link carries; undefined when it lacks the application or its redirect URL. */
export function readOauthRequest(search: URLSearchParams): OauthRequest | undefined {
  const clientId = search.get('client_id')?.trim();
  const redirectUri = search.get('redirect_uri')?.trim();
  if (!clientId || !redirectUri) return undefined;
  const request: OauthRequest = { client_id: clientId, redirect_uri: redirectUri };
  for (const name of OPTIONAL) {
    const value = search.get(name);
    if (value !== null && value !== '') request[name] = value;
  }
  return request;
}

/** The request as a query string (`?client_id=…`), to carry it from page to page unchanged. */
export function requestSearch(request: OauthRequest): string {
  const params = new URLSearchParams({ client_id: request.client_id, redirect_uri: request.redirect_uri });
  for (const name of OPTIONAL) {
    const value = request[name];
    if (value !== undefined) params.set(name, value);
  }
  return `?${params.toString()}`;
}

/** Why a request is refused outright: its page says so and never follows the redirect URL. */
export type Refusal =
  | 'incomplete'
  | 'unknown_client'
  | 'redirect_uri_mismatch'
  | 'invalid_scope'
  | 'unsupported_response_type'
  | 'invalid_request';

const CODES: readonly Refusal[] = [
  'unknown_client',
  'redirect_uri_mismatch',
  'invalid_scope',
  'unsupported_response_type',
  'invalid_request',
];

const FIELDS: Record<string, Refusal> = {
  client_id: 'unknown_client',
  redirect_uri: 'redirect_uri_mismatch',
  scope: 'invalid_scope',
  response_type: 'unsupported_response_type',
  state: 'invalid_request',
};

/**
 * The refusal a failed check or decision means; undefined for a failure worth retrying (network, 5xx, a session
 * that ended), which the page shows with a retry instead.
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const byCode = CODES.find((code) => code === error.code);
  if (byCode) return byCode;
  if (error.statusCode === 404) return 'unknown_client';
  if (error.statusCode !== 422) return undefined;
  const field = Object.keys(error.errors ?? {}).find((name) => name in FIELDS);
  return field ? FIELDS[field] : 'invalid_request';
}
