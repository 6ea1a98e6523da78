import { FEATURE_FLAGS, FLAG_SETS, PERSONA_ID, type FlagSet, type Persona } from './personas';
import type {
  ApplicationStatus,
  ApplicationStatusValue,
  FeatureFlag,
  UserRow,
  VerificationItemRow,
} from './types';

const STAGES = ['application_submission', 'business_model', 'kyb_check', 'complete'] as const;
const STAGE_STATUSES: Record<ApplicationStatusValue, readonly string[]> = {
  not_submitted: [],
  pending: ['pending', 'pending', 'pending', 'pending'],
  under_review: ['done', 'approved', 'under_review', 'pending'],
  rejected: ['done', 'rejected', 'pending', 'pending'],
  approved: ['done', 'approved', 'approved', 'done'],
};

export function applicationStatus(status: ApplicationStatusValue): ApplicationStatus {
  return {
    status,
    data: STAGE_STATUSES[status].map((stage, i) => ({ label: STAGES[i] ?? 'complete', status: stage })),
  };
}

/**
 * merchant@ changed its business model after approval (a new line of products) and the re-review turned it
 * down: its business_model item is rejected, so /processing/business-model offers a resubmission. The
 * application itself stays approved.
 */
const personaApplication = (p: Persona): ApplicationStatus => {
  const application = applicationStatus(p.application);
  if (p.id !== PERSONA_ID.merchant) return application;
  const data = application.data.map((item) =>
    item.label === 'business_model' ? { ...item, status: 'rejected' } : item,
  );
  return { ...application, data };
};

const flagMap = (set: FlagSet): Record<FeatureFlag, boolean> =>
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, FLAG_SETS[set].includes(flag)])) as Record<
    FeatureFlag,
    boolean
  >;

// What the back office asked on top of identity and address (kyc_verification): the newbie has a selfie and a
// source-of-funds question outstanding; the Arabic persona's periodic review declined a source-of-funds answer.
const REQUESTED_AT = '2026-03-02T09:30:00Z';
const EXTRA_ITEMS: Partial<
  Record<number, { pm_verification_items: VerificationItemRow[]; requested_at: string }>
> = {
  [PERSONA_ID.newbie]: {
    pm_verification_items: [
      { type: 'selfie', status: 'not_verified' },
      { type: 'source_of_funds', status: 'not_verified' },
    ],
    requested_at: REQUESTED_AT,
  },
  [PERSONA_ID.arabic]: {
    pm_verification_items: [
      {
        type: 'source_of_funds',
        status: 'unverified',
        answer: 'Work',
        submitted_at: '2026-02-20T14:05:00Z',
        decline_reason: 'insufficient_detail',
      },
    ],
    requested_at: REQUESTED_AT,
  },
};

const verification = (p: Persona): UserRow['requested_verification'] => {
  if (p.type === 'business') return null;
  const status = p.verified ? 'verified' : 'not_verified';
  const extra = EXTRA_ITEMS[p.id];
  return {
    pm_verification_items: [
      { type: 'identity', status },
      { type: 'address', status },
      ...(extra?.pm_verification_items ?? []),
    ],
    ...(extra && { requested_at: extra.requested_at }),
  };
};

export function personaUser(p: Persona): UserRow {
  const username = p.name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '_')
    // The Username rule (spec A §5): a letter first, then 2 to 15 letters, digits or underscores.
    .slice(0, 16)
    .replace(/_+$/, '');
  return {
    id: p.id,
    user_type: p.type,
    verified: p.verified,
    entity_id: p.entity,
    username,
    name: p.name,
    email: p.email,
    profile_picture: null,
    is_main_account: p.main,
    is_beta_user: p.beta,
    requested_verification: verification(p),
    settings: { timezone: p.timezone, locale: p.locale },
    processing: {
      application_status: personaApplication(p),
      ernest_needed: p.ernestNeeded,
      onboarding_status: p.onboarding,
      onboarding_service_version: 'v1',
      is_dormant: p.dormant,
      survey_completed: p.id === PERSONA_ID.merchant,
    },
    phone_country_code: p.phone[0],
    phone_number: p.phone[1],
    phone_number_identity_confirmed: p.verified,
    circle_id: p.id === PERSONA_ID.personal || p.id === PERSONA_ID.merchant ? 'cir_001' : null,
    enabled_second_factor: p.id === PERSONA_ID.merchant,
    feature_accesses: flagMap(p.flags),
    feature_ack: p.id === PERSONA_ID.personal ? { debit_cards: true } : {},
    entity_features: { ...p.entityFeatures },
    acl: [...p.acl],
    account_user: { id: 1000 + p.id },
    main_account_id: p.main ? null : PERSONA_ID.merchant,
  };
}
