import type { components } from '@/api/generated/main';
import type { DemoBackend } from '../../backend';
import { found } from '../../guard';
import { failure, MESSAGES } from '../../respond';
import type { Db } from '../../store/db';
import type { ListQuery } from '../../store/list-query';
import { isoDateTime } from '../../store/random';
import { issueToken, type TokenAudience } from '../../store/tokens';
import type { Faq, FeatureFlag, Owned, UserRow } from '../../store/types';
import { userView } from '../../store/user-view';
import { INTERFACE_LANGUAGES } from '@/i18n/languages';

/** Schemas of openapi/main.yaml, the shapes the core handlers answer with. */
export type MainSchemas = components['schemas'];
export type Locale = MainSchemas['Locale'];
export type Permission = MainSchemas['Permission'];

/** A stored row without its owner column (responses show the entity, not the store's bookkeeping). */
export function strip<T extends object>(row: Owned<T>): T {
  const { user_id: _owner, ...rest } = row;
  return rest as unknown as T;
}

const LOCALES: readonly Locale[] = INTERFACE_LANGUAGES;
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
/** A locale is applied only if it is among the supported languages (spec A §1); otherwise en. */
export const asLocale = (value: unknown): Locale => (isLocale(value) ? value : 'en');

export const PERMISSIONS: readonly Permission[] = [
  'view-transaction',
  'view-payout',
  'create-payout',
  'view-withdrawal',
  'view-subscription',
  'business-profile',
  'view-sub-account',
];
export const isPermission = (value: unknown): value is Permission =>
  PERMISSIONS.includes(value as Permission);

/** FAQ ids are integers in the API (`faq_0007` → 7). */
export const toFaq = (faq: Faq): MainSchemas['Faq'] => ({ ...faq, id: Number(faq.id.replace(/\D/g, '')) });

/** The user as the API shows it (session data, login, profile). */
export function toUser(db: Db, userId: number): MainSchemas['User'] {
  const { main_account_id: _main, ...user } = found(userView(db, userId));
  return {
    ...user,
    settings: { timezone: user.settings.timezone, locale: asLocale(user.settings.locale) },
    entity_features: { ...user.entity_features },
    acl: user.acl.filter(isPermission),
    faqs: user.faqs.map(toFaq),
  };
}

/** A fresh token for the user, carrying over an admin id (preview login) when the caller's token had one. */
export const tokenFor = (
  backend: DemoBackend,
  user: { id: number; email: string },
  audience: TokenAudience = 'main',
  adminId?: number,
) => issueToken(user, { audience, nowMs: backend.now(), ...(adminId !== undefined ? { adminId } : {}) });

export const nowIso = (backend: DemoBackend) => isoDateTime(backend.now());

// ---- access rules (spec A §6) ----

/** 403 when the account's feature flag is off. */
export function requireFeature(user: UserRow, flag: FeatureFlag): void {
  if (!user.feature_accesses[flag])
    throw failure(403, MESSAGES.featureUnavailable, undefined, 'feature_disabled');
}

/** 403 when the legal entity does not offer the feature (entity_features). */
export function requireEntityFeature(user: UserRow, feature: keyof UserRow['entity_features']): void {
  if (!user.entity_features[feature])
    throw failure(403, MESSAGES.featureUnavailable, undefined, 'entity_feature_disabled');
}

export const isSubMerchant = (user: UserRow) => user.user_type === 'business' && !user.is_main_account;

/** A sub-merchant needs the acl entry; main accounts and personal users pass (spec A §6). */
export function requirePermission(user: UserRow, permission: Permission): void {
  if (isSubMerchant(user) && !user.acl.includes(permission))
    throw failure(403, 'You do not have permission to do this.', undefined, 'permission_denied');
}

/** Only the business main account (or a sub-merchant with the role) manages business-wide settings. */
export function requireBusiness(user: UserRow): void {
  if (user.user_type !== 'business')
    throw failure(403, MESSAGES.featureUnavailable, undefined, 'business_only');
}

/** A business account must have finished onboarding (processing.ernest_needed false) to move money (spec A §6). */
export function requireOnboarded(user: UserRow): void {
  if (user.user_type === 'business' && user.processing.ernest_needed)
    throw failure(403, 'Verify to access the product', undefined, 'onboarding_required');
}

// ---- request helpers ----

export const searchParams = (request: Request) => new URL(request.url).searchParams;

/** page, per_page, sort_by, order_by and search of a list request; sort_by limited to the documented fields. */
export function listQuery<T>(
  request: Request,
  options: { sortable?: readonly string[]; searchFields?: readonly string[]; defaultSort?: string } = {},
): ListQuery<T> {
  const q = searchParams(request);
  const sortBy = q.get('sort_by') ?? options.defaultSort ?? null;
  if (sortBy && options.sortable && !options.sortable.includes(sortBy))
    throw failure(422, MESSAGES.invalid, { sort_by: [`The selected sort by is invalid.`] });
  const orderBy = q.get('order_by');
  if (orderBy && orderBy !== 'asc' && orderBy !== 'desc')
    throw failure(422, MESSAGES.invalid, { order_by: ['The selected order by is invalid.'] });
  return {
    page: q.get('page'),
    per_page: q.get('per_page'),
    sort_by: sortBy,
    order_by: orderBy ?? (options.defaultSort ? 'asc' : null),
    search: q.get('search')?.slice(0, 191) ?? null,
    ...(options.searchFields ? { search_fields: options.searchFields } : {}),
  };
}

/** A 422 naming one field. */
export const invalid = (field: string, message: string) => failure(422, message, { [field]: [message] });

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 191;

/** Demo one-time codes: 123456 is always right (the examples use it). */
export const DEMO_CODE = '123456';
export function requireCode(value: unknown, field: string, message = 'Invalid OTP'): void {
  if (typeof value !== 'string' || !/^\d{6}$/.test(value)) throw invalid(field, 'The code must be 6 digits.');
  if (value !== DEMO_CODE) throw invalid(field, message);
}
