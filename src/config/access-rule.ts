/**
 * The access rule: one shape for routes and menu items (DESIGN §3, spec A §6), and the per-item visibility
 * settings of menu items (spec A §2 Sidebar). Product staff write these in `routes.config.ts` and
 * `menu.config.ts`; `src/access/evaluate.ts` decides them. Pure data, no React.
 */
import type { components } from '@/api/generated/main';

type Schemas = components['schemas'];
/** The named keys of a schema object, without its `[key: string]` catch-all. */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };

/** User types a rule can name. An `admin` user sees only the signed-in routes whose rule lists `admin`. */
export const USER_TYPES = [
  'personal',
  'business',
  'admin',
] as const satisfies readonly Schemas['User']['user_type'][];
export type UserType = (typeof USER_TYPES)[number];

/** Permission names in a sub-merchant's `acl` (spec A §6). */
export const ROLES = [
  'view-transaction',
  'view-payout',
  'create-payout',
  'view-withdrawal',
  'view-subscription',
  'business-profile',
  'view-sub-account',
] as const satisfies readonly Schemas['Permission'][];
export type Role = (typeof ROLES)[number];

/** Entity-level features in `entity_features` (spec A §6). `add_account` gates the add-an-account entry. */
export const ENTITY_FEATURES = [
  'convert',
  'add_money',
  'payout',
  'add_account',
] as const satisfies readonly NamedKeys<Schemas['EntityFeatures']>[];
export type EntityFeature = (typeof ENTITY_FEATURES)[number];

/** Account feature flags in `feature_accesses` (spec A §6). */
export const FEATURE_ACCESS_FLAGS = [
  'invoicing_enabled',
  'ticketing_enabled',
  'commerce_seller',
  'fx',
  'add_money',
  'management_payment_systems',
  'payout',
  'virtual_account_ach',
  'connected_users',
] as const satisfies readonly NamedKeys<Schemas['FeatureAccesses']>[];
export type FeatureAccessFlag = (typeof FEATURE_ACCESS_FLAGS)[number];

/**
 * Who may open a route or see a menu item. Every field is optional and every field given must hold.
 * With no rule at all, a signed-in user is needed (deny by default).
 *
 * @example
 * // send-money: signed in, and a merchant must have finished onboarding
 * { needsOnboarding: true }
 * @example
 * // mass-payouts: business only, payout flag on, payout entity feature, sub-merchants need create-payout
 * { userTypes: ['business'], featureAccess: 'payout', entityFeature: 'payout', roles: ['create-payout'], needsOnboarding: true }
 * @example
 * // the login page: only for signed-out visitors; a signed-in user goes home
 * { guestOnly: true }
 */
export interface AccessRule {
  /** A signed-in user is needed. Default `true`; set `false` for public pages (pay an invoice, payer QR). */
  auth?: boolean;
  /** Only for signed-out visitors (login, sign-up, reset); a signed-in user is sent home. Implies `auth: false`. */
  guestOnly?: boolean;
  /** Only these user types. An `admin` user sees a signed-in page only when this list names `admin`. */
  userTypes?: readonly UserType[];
  /**
   * Permissions a sub-merchant (a business user who is not the main account) needs: any one of them is enough.
   * Main accounts and personal users always pass. An empty list lets everyone through.
   */
  roles?: readonly Role[];
  /** Only for beta users (`is_beta_user`), e.g. debit-cards-add and virtual-account. */
  beta?: boolean;
  /** Legal entities that must not see this, e.g. `[3]` for the separate entity. */
  hiddenForEntities?: readonly number[];
  /** An entity feature that must be on in `entity_features`, e.g. `'convert'` for convert-money. */
  entityFeature?: EntityFeature;
  /** An account feature flag that must be on in `feature_accesses`, e.g. `'payout'` for mass-payouts. */
  featureAccess?: FeatureAccessFlag;
  /** A merchant must have finished onboarding (`processing.ernest_needed === false`). Personal users pass. */
  needsOnboarding?: boolean;
  /** The user must be verified. */
  needsVerification?: boolean;
  /** Not available in sandbox (test) mode; a menu item shows disabled there, e.g. the business profile entry. */
  notInSandbox?: boolean;
}

/** Per-item visibility settings of the sidebar and account menu (spec A §2). */
export const HIDE_IF = ['verified', 'noCards', 'noBalances', 'unverified', 'noAccess', 'noCircleId'] as const;
/**
 * When a menu item is hidden, whatever its rule says:
 * - `verified` / `unverified`: the user is / is not verified;
 * - `noCards`: the user has no debit card (the debit-cards item; debit-cards-add is offered instead);
 * - `noBalances`: the user has no currency account (also while the balance list has not loaded);
 * - `noCircleId`: the user belongs to no circle;
 * - `noAccess`: the rule denies the item for any reason, so it is hidden instead of shown blocked or disabled.
 */
export type HideIf = (typeof HIDE_IF)[number];

/**
 * What decides whether a menu item shows: its access rule and its hide-if settings.
 *
 * @example
 * // verification entry: personal users, gone once verified
 * { access: { userTypes: ['personal'] }, hideIf: ['verified'] }
 */
export interface MenuVisibility {
  /** Who may use the item; without one, a signed-in user is needed. */
  access?: AccessRule;
  /** Settings that hide the item (see `HideIf`). */
  hideIf?: readonly HideIf[];
}
