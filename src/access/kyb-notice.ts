/**
 * The verification (KYB) notice of the default layout (spec A §2 Layouts, §4; spec B §2 Business profile, §4):
 * which of its states a user gets, and where it is not shown. Pure, so the banner only renders the answer.
 */

/** The notice's states; each has its own title, description and button (all leading to business-profile). */
export const KYB_NOTICES = [
  'not_submitted',
  'pending',
  'under_review',
  'rejected',
  'business_model_rejected',
] as const;
export type KybNotice = (typeof KYB_NOTICES)[number];

/** The business-profile pages: the notice leads there, so it is not shown on them (spec A §2). */
export const BUSINESS_PROFILE_ROUTES: readonly string[] = ['business-profile', 'business-profile-id'];

/**
 * The part of the user the notice reads; structural, so the API's session user and the access subject's source
 * both fit (application_status.data is the list of review stages, e.g. `{ label: 'business_model', status }`).
 */
export interface KybNoticeUser {
  user_type: string;
  verified: boolean;
  processing: {
    application_status?: {
      status: string;
      data?: readonly { label: string; status: string }[];
    };
  };
}

const STATUS_NOTICES = new Set<string>(['pending', 'under_review', 'rejected']);

/**
 * The KYB notice for a user, or `null` when none is due (signed out, personal users, verified businesses).
 *
 * A business_model stage with status rejected overrides the application status (the business model, not the
 * documents, was turned down); pending, under_review and rejected are their own states; any other status,
 * approved included (approved but not yet verified), is treated as not submitted (spec A §4).
 *
 * @example
 * kybNotice(session.user); // 'under_review'
 * kybNotice(personalUser); // null
 */
export function kybNotice(user: KybNoticeUser | null | undefined): KybNotice | null {
  if (!user || user.user_type !== 'business' || user.verified) return null;
  const application = user.processing.application_status;
  const businessModelRejected = (application?.data ?? []).some(
    (stage) => stage.label === 'business_model' && stage.status === 'rejected',
  );
  if (businessModelRejected) return 'business_model_rejected';
  const status = application?.status ?? 'not_submitted';
  return STATUS_NOTICES.has(status) ? (status as KybNotice) : 'not_submitted';
}

/**
 * Whether the page shows the notice: every default-layout page but the business-profile ones. `routeNames`
 * are the names of the matched routes (`useMatches()` handles).
 *
 * @example kybNoticeShownOn(['business-profile']); // false
 */
export function kybNoticeShownOn(routeNames: readonly string[]): boolean {
  return !routeNames.some((name) => BUSINESS_PROFILE_ROUTES.includes(name));
}
