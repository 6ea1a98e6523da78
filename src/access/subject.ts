/**
 * The subject: what access rules are evaluated against. Built once from the session and the app's modes, so
 * every rule reads flat, named facts instead of digging through the API's user object.
 */
import type { EntityFeature, FeatureAccessFlag, UserType } from '@/config/access-rule';

/**
 * The part of the session (`components['schemas']['AuthSession']`, data of GET /api/v2/auth/is-authenticated)
 * the subject reads. Structural, so the API's session fits as is and tests can pass the demo store's user.
 */
export interface SessionInput {
  user: {
    user_type: UserType;
    verified: boolean;
    entity_id: number;
    is_main_account: boolean;
    is_beta_user: boolean;
    acl: readonly string[];
    // Named keys only, so interfaces without an index signature fit too; unknown flags are still read.
    feature_accesses: Readonly<Partial<Record<FeatureAccessFlag, boolean>>>;
    feature_ack?: Readonly<Record<string, boolean | undefined>>;
    entity_features: Readonly<Partial<Record<EntityFeature, boolean>>>;
    processing: {
      ernest_needed: boolean;
      is_dormant: boolean;
      survey_completed?: boolean;
      application_status?: { status: string };
    };
    circle_id?: string | null;
    requested_verification?: { pm_verification_items?: readonly unknown[] } | null;
    stored_cards?: readonly unknown[];
    debit_card?: readonly unknown[];
    connected_platforms?: readonly unknown[];
  };
}

/** App state that is not in the session: modes from the session store, and the balance list once loaded. */
export interface SubjectModes {
  sandbox: boolean;
  preview: boolean;
  /** Currency accounts in the balance list; absent (counted as none) until it has loaded. */
  balancesCount?: number;
  /** Currency codes of those accounts, in sidebar order. */
  accountsCurrencies?: readonly string[];
}

type Flags = Readonly<Record<string, boolean>>;

export interface Subject {
  readonly signedIn: boolean;
  /** `null` when signed out. */
  readonly userType: UserType | null;
  /** A business user (spec B §3: user_type business means merchant). */
  readonly merchant: boolean;
  readonly mainAccount: boolean;
  /** A business user who is not the main account: limited by `acl`. */
  readonly subMerchant: boolean;
  readonly verified: boolean;
  /** `null` when signed out. */
  readonly entityId: number | null;
  readonly beta: boolean;
  readonly acl: readonly string[];
  /** `feature_accesses`, only the flags that are on. */
  readonly featureAccess: Flags;
  /** `feature_ack`: promotions the user has dismissed. */
  readonly featureAck: Flags;
  readonly entityFeatures: Flags;
  /** `processing.ernest_needed === false` (spec A §4: the merchant counts as onboarded). */
  readonly onboarded: boolean;
  /** `processing.application_status.status`, `null` when absent. */
  readonly applicationStatus: string | null;
  /** The application status is neither not_submitted nor approved (spec A §4). */
  readonly underProcess: boolean;
  readonly dormant: boolean;
  readonly surveyCompleted: boolean;
  readonly circleId: string | null;
  /** `requested_verification` lists at least one verification item. */
  readonly verificationRequested: boolean;
  /** Saved payment cards (`stored_cards`, the manage-card page). */
  readonly hasStoredCards: boolean;
  /** Issued debit cards (`debit_card`); hide-if `noCards` reads this. */
  readonly hasDebitCards: boolean;
  readonly hasConnectedPlatforms: boolean;
  /** Currency accounts; 0 until the balance list has loaded. */
  readonly balancesCount: number;
  readonly hasBalances: boolean;
  readonly accountsCurrencies: readonly string[];
  readonly sandbox: boolean;
  readonly preview: boolean;
}

const NOT_UNDER_PROCESS = new Set(['not_submitted', 'approved']);

const onFlags = (map: object | undefined): Flags =>
  Object.freeze(
    Object.fromEntries(Object.entries(map ?? {}).filter(([, on]) => on === true)) as Record<string, boolean>,
  );

const SIGNED_OUT = {
  signedIn: false,
  userType: null,
  merchant: false,
  mainAccount: false,
  subMerchant: false,
  verified: false,
  entityId: null,
  beta: false,
  acl: Object.freeze([]),
  featureAccess: Object.freeze({}),
  featureAck: Object.freeze({}),
  entityFeatures: Object.freeze({}),
  onboarded: false,
  applicationStatus: null,
  underProcess: false,
  dormant: false,
  surveyCompleted: false,
  circleId: null,
  verificationRequested: false,
  hasStoredCards: false,
  hasDebitCards: false,
  hasConnectedPlatforms: false,
} as const satisfies Omit<Subject, keyof SubjectModes | 'hasBalances' | 'accountsCurrencies'>;

/**
 * The subject for a session (or `null` when signed out) and the app's modes.
 *
 * @example
 * const subject = subjectFromSession(session.data ?? null, { sandbox, preview, balancesCount: balances.length });
 * evaluate(route.access, subject);
 */
export function subjectFromSession(session: SessionInput | null, modes: SubjectModes): Subject {
  const accountsCurrencies = Object.freeze([...(modes.accountsCurrencies ?? [])]);
  const balancesCount = modes.balancesCount ?? accountsCurrencies.length;
  const common = {
    balancesCount,
    hasBalances: balancesCount > 0,
    accountsCurrencies,
    sandbox: modes.sandbox,
    preview: modes.preview,
  };
  if (!session) return Object.freeze({ ...SIGNED_OUT, ...common });
  const { user } = session;
  const merchant = user.user_type === 'business';
  const status = user.processing.application_status?.status ?? null;
  return Object.freeze({
    ...common,
    signedIn: true,
    userType: user.user_type,
    merchant,
    mainAccount: user.is_main_account,
    subMerchant: merchant && !user.is_main_account,
    verified: user.verified,
    entityId: user.entity_id,
    beta: user.is_beta_user,
    acl: Object.freeze([...user.acl]),
    featureAccess: onFlags(user.feature_accesses),
    featureAck: onFlags(user.feature_ack),
    entityFeatures: onFlags(user.entity_features),
    onboarded: user.processing.ernest_needed === false,
    applicationStatus: status,
    underProcess: status !== null && !NOT_UNDER_PROCESS.has(status),
    dormant: user.processing.is_dormant,
    surveyCompleted: user.processing.survey_completed === true,
    circleId: user.circle_id ?? null,
    verificationRequested: (user.requested_verification?.pm_verification_items?.length ?? 0) > 0,
    hasStoredCards: (user.stored_cards?.length ?? 0) > 0,
    hasDebitCards: (user.debit_card?.length ?? 0) > 0,
    hasConnectedPlatforms: (user.connected_platforms?.length ?? 0) > 0,
  });
}

/** Short code of a legal entity (spec A §1, spec B §3): 1 → FPLTD, 2 → FPINC, anything else FPLTD. */
export type EntityName = 'FPLTD' | 'FPINC';

/**
 * The legal entity name of a user's `entity_id`, for the footer and the terms links.
 *
 * @example
 * entityName(2); // 'FPINC'
 * entityName(3); // 'FPLTD'
 */
export function entityName(entityId: number | null | undefined): EntityName {
  return entityId === 2 ? 'FPINC' : 'FPLTD';
}
