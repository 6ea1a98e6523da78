import type { components as MainComponents, operations as MainOperations } from '@/api/generated/main';
import type {
  components as TicketingComponents,
  operations as TicketingOperations,
} from '@/api/generated/ticketing';
import type { DemoBackend } from '../../backend';
import { failure, MESSAGES } from '../../respond';
import type { ListQuery } from '../../store/list-query';
import { isoDate, isoDateTime, roundTo } from '../../store/random';
import { fractionOf } from '../../store/seed/currencies';
import type { FeatureFlag, UserRow } from '../../store/types';

/** Response shapes of the contract, so mappers are checked against the documents. */
export type MainSchema<K extends keyof MainComponents['schemas']> = MainComponents['schemas'][K];
export type TicketingSchema<K extends keyof TicketingComponents['schemas']> =
  TicketingComponents['schemas'][K];

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The JSON request body an operation documents. */
export type MainBody<K extends keyof MainOperations> = JsonBody<MainOperations[K]>;
export type TicketingBody<K extends keyof TicketingOperations> = JsonBody<TicketingOperations[K]>;

/**
 * page, per_page, sort_by, order_by and search of a list request (the store's query does the rest);
 * `defaultSort` orders the rows when the request names no sort_by (newest first for reports).
 */
export function listQuery<T>(
  request: Request,
  extra: Partial<ListQuery<T>> = {},
  defaultSort?: string,
): ListQuery<T> {
  const params = new URL(request.url).searchParams;
  return {
    page: params.get('page'),
    per_page: params.get('per_page'),
    sort_by: params.get('sort_by') || defaultSort,
    order_by: params.get('order_by') ?? 'desc',
    search: params.get('search'),
    ...extra,
  };
}

/** A deep-object filter value (`filter[status]=sent`), or null. */
export const filterParam = (request: Request, name: string): string | null =>
  new URL(request.url).searchParams.get(`filter[${name}]`) || null;

export const queryParam = (request: Request, name: string): string | null =>
  new URL(request.url).searchParams.get(name) || null;

/** Reads an optional JSON body: an empty body is `{}`, a malformed one a 422. */
export async function readOptionalJson<T extends object>(request: Request): Promise<Partial<T>> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Partial<T>) : {};
  } catch {
    throw failure(422, MESSAGES.invalid, { body: ['The request body must be JSON.'] });
  }
}

/** 403 'This feature is unavailable for your account.' when the caller's flag is off. */
export function requireFeature(user: UserRow, flag: FeatureFlag): void {
  if (!user.feature_accesses[flag]) throw failure(403, MESSAGES.featureUnavailable);
}

/** Merchant-only areas (processing, onboarding, business profiles). */
export function requireBusiness(user: UserRow): void {
  if (user.user_type !== 'business') throw failure(403, MESSAGES.featureUnavailable);
}

/** A sub-merchant needs the acl entry (spec A §6); main accounts pass. */
export function requireAcl(user: UserRow, role: string): void {
  if (user.main_account_id !== null && !user.acl.includes(role))
    throw failure(403, MESSAGES.featureUnavailable);
}

/** A 422 with one field error. */
export const invalid = (field: string, message: string, text: string = MESSAGES.invalid): Response =>
  failure(422, text, { [field]: [message] });

/** Seeded files are site-relative; the contract wants absolute URIs, on the origin that asked. */
export function absoluteUrl(request: Request, path: string | null | undefined): string | null {
  if (!path) return null;
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : new URL(path, request.url).href;
}

/** The page origin of a request (links the API hands out point at the dashboard's own routes). */
export const originOf = (request: Request): string => new URL(request.url).origin;

/** Drops the store's owner column from a row. */
export function strip<T extends { user_id: number }>(row: T): Omit<T, 'user_id'> {
  const { user_id: _owner, ...rest } = row;
  return rest;
}

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const nowIso = (backend: DemoBackend): string => isoDateTime(backend.now());
export const today = (backend: DemoBackend): string => isoDate(backend.now());

export const CURRENCY = /^[A-Z]{3}$/;
export const COUNTRY = /^[A-Z]{2}$/;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isHttpUrl = (value: unknown): value is string => {
  if (!isString(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Minimum 0.01, at most the currency's fraction digits (0 for JPY and friends), below a billion (spec B §5). */
export function isValidAmount(amount: unknown, currency: string): amount is number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return false;
  if (amount < 0.01 || amount > 999_999_999.99) return false;
  return roundTo(amount, fractionOf(currency)) === amount;
}

export const roundMoney = (amount: number, currency: string): number => roundTo(amount, fractionOf(currency));

/** A `PR` + seven characters payment id, derived from a seed string so replays give the same id. */
export function paymentId(seed: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return `PR${hash.toString(36).toUpperCase().padStart(7, '0').slice(-7)}`;
}

// State the store has no collection for (simulator authorizations, migration steps, ...). It hangs off the
// current users collection, which the store replaces on every reset, so a reset forgets it too.
const bags = new WeakMap<object, Map<string, unknown>>();

export function sessionState<T>(backend: DemoBackend, key: string, init: () => T): T {
  const anchor = backend.db.users;
  let bag = bags.get(anchor);
  if (!bag) {
    bag = new Map();
    bags.set(anchor, bag);
  }
  if (!bag.has(key)) bag.set(key, init());
  return bag.get(key) as T;
}
