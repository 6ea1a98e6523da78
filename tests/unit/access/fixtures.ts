import { subjectFromSession, type SessionInput, type Subject, type SubjectModes } from '@/access/subject';

type User = SessionInput['user'];
type UserPatch = Partial<Omit<User, 'processing'>> & { processing?: Partial<User['processing']> };

/** A verified, onboarded personal user of entity 1 with nothing switched on: each test adds what it checks. */
export const baseUser = (): User => ({
  user_type: 'personal',
  verified: true,
  entity_id: 1,
  is_main_account: true,
  is_beta_user: false,
  acl: [],
  feature_accesses: {},
  feature_ack: {},
  entity_features: {},
  processing: {
    ernest_needed: false,
    is_dormant: false,
    survey_completed: true,
    application_status: { status: 'not_submitted' },
  },
  circle_id: null,
  requested_verification: null,
  stored_cards: [],
  debit_card: [],
  connected_platforms: [],
});

/** A signed-in subject from a patch of the base user; `modes` default to live mode with one account. */
export function subject(patch: UserPatch = {}, modes: Partial<SubjectModes> = {}): Subject {
  const user = baseUser();
  const { processing, ...rest } = patch;
  return subjectFromSession(
    { user: { ...user, ...rest, processing: { ...user.processing, ...processing } } },
    { sandbox: false, preview: false, balancesCount: 1, ...modes },
  );
}

export const signedOut = (modes: Partial<SubjectModes> = {}): Subject =>
  subjectFromSession(null, { sandbox: false, preview: false, ...modes });

export const merchant = (patch: UserPatch = {}, modes: Partial<SubjectModes> = {}): Subject =>
  subject({ user_type: 'business', ...patch }, modes);

export const subMerchant = (acl: readonly string[], patch: UserPatch = {}): Subject =>
  merchant({ is_main_account: false, acl, ...patch });
