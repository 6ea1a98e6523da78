/**
 * What the error page shows for a status (spec A §2 Error page, §8 catalogue): 404 → not found with a way
 * home; 401 → session expired; 500 and above → the system message; anything else → the generic message. All
 * but 404 offer a reload. Texts are keys: `message` in the common namespace, `hint` in `shell`.
 */
export type StatusKind = 'not-found' | 'session' | 'server' | 'other';

export interface StatusView {
  /** The status shown: an error status, or 500 when what came in was not one. */
  status: number;
  kind: StatusKind;
  message: 'errors.notFound' | 'errors.sessionExpired' | 'errors.server' | 'errors.generic';
  hint: `status.hint.${StatusKind}`;
  action: 'home' | 'reload';
}

/** Anything that is not a 4xx/5xx status (a thrown value without one, a 200) is a server error. */
export const errorStatus = (status: unknown): number =>
  typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;

const KIND: Record<StatusKind, Pick<StatusView, 'message' | 'action'>> = {
  'not-found': { message: 'errors.notFound', action: 'home' },
  session: { message: 'errors.sessionExpired', action: 'reload' },
  server: { message: 'errors.server', action: 'reload' },
  other: { message: 'errors.generic', action: 'reload' },
};

/**
 * @example
 * statusView(404); // { status: 404, kind: 'not-found', message: 'errors.notFound', action: 'home', ... }
 * statusView(503).message; // 'errors.server'
 */
export function statusView(input: unknown): StatusView {
  const status = errorStatus(input);
  const kind: StatusKind =
    status === 404 ? 'not-found' : status === 401 ? 'session' : status >= 500 ? 'server' : 'other';
  return { status, kind, hint: `status.hint.${kind}`, ...KIND[kind] };
}
