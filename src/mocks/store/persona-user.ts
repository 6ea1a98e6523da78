import { FEATURE_FLAGS, FLAG_SETS, PERSONA_ID, type FlagSet, type Persona } from './personas';
import type { ApplicationStatus, ApplicationStatusValue, FeatureFlag, UserRow } from './types';

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

const flagMap = (set: FlagSet): Record<FeatureFlag, boolean> =>
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, FLAG_SETS[set].includes(flag)])) as Record<
    FeatureFlag,
    boolean
  >;

const verification = (p: Persona): UserRow['requested_verification'] => {
  if (p.type === 'business') return null;
  const status = p.verified ? 'verified' : 'not_verified';
  return {
    pm_verification_items: [
      { type: 'identity', status },
      { type: 'address', status },
    ],
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
      application_status: applicationStatus(p.application),
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
