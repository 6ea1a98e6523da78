/**
 * The query parameters a login link may carry (spec A §2, spec B §6/§7): admin_id_token, auth_id_token,
 * account_id_token, widget_id, preview, ticketing-event (continue stays: it is the login page's own parameter).
 * Pure: reading them and the address without them; applying them is `consume-login-query.ts`.
 */
export const LOGIN_LINK_PARAMS = [
  'admin_id_token',
  'auth_id_token',
  'account_id_token',
  'widget_id',
  'preview',
  'ticketing-event',
] as const;

export interface LoginLink {
  /** The session token handed over: an admin's (admin_id_token) wins over a plain hand-over (auth_id_token). */
  sessionToken?: string;
  /** True when sessionToken came as admin_id_token. */
  byAdmin: boolean;
  accountIdToken?: string;
  /** Open the widget creator on this widget (admin links only). */
  widgetId?: string;
  /** preview=1 (or true) asked for preview mode; it counts only with an admin token carrying admin_id. */
  preview: boolean;
  ticketingEvent?: string;
}

const value = (search: URLSearchParams, name: string) => search.get(name)?.trim() || undefined;

/**
 * What a login link asks for, or null when it carries none of the link parameters.
 * @example readLoginLink(new URLSearchParams('admin_id_token=t&preview=1')) // { sessionToken: 't', byAdmin: true, preview: true }
 */
export function readLoginLink(search: URLSearchParams): LoginLink | null {
  if (!LOGIN_LINK_PARAMS.some((name) => search.has(name))) return null;
  const admin = value(search, 'admin_id_token');
  const handed = value(search, 'auth_id_token');
  const sessionToken = admin ?? handed;
  const accountIdToken = value(search, 'account_id_token');
  const widgetId = admin ? value(search, 'widget_id') : undefined;
  const ticketingEvent = value(search, 'ticketing-event');
  return {
    ...(sessionToken ? { sessionToken } : {}),
    byAdmin: Boolean(admin),
    ...(accountIdToken ? { accountIdToken } : {}),
    ...(widgetId ? { widgetId } : {}),
    preview: ['1', 'true'].includes(search.get('preview') ?? ''),
    ...(ticketingEvent ? { ticketingEvent } : {}),
  };
}

/** The same address without the link parameters (tokens must not stay in the address bar or history). */
export function withoutLoginLink(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of LOGIN_LINK_PARAMS) search.delete(name);
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
