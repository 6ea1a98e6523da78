/**
 * Which startup dialog the default layout opens (spec A §2 "Startup dialogs", spec B §2): at most one, the
 * first that applies in priority order.
 */
import type { Subject } from './subject';

/** In priority order. */
export const STARTUP_DIALOGS = ['dormant', 'virtual-ach', 'circle', 'onboarding'] as const;
export type StartupDialog = (typeof STARTUP_DIALOGS)[number];

/**
 * `feature_ack` keys the promotions are acknowledged under (POST /api/v2/main/feature-ack `{ feature }`).
 * Dismissing a promotion sends its key, so it does not open again.
 */
export const FEATURE_ACK_KEY = { 'virtual-ach': 'virtual_account_ach', circle: 'circle' } as const;

/** Months without transactions after which an inactive account is deactivated (spec A §9, spec B §9). */
export const DORMANT_DEACTIVATION_MONTHS = 6;

/**
 * The `feature_ack` key to send when the user dismisses or acts on a dialog, or `null` for the notices that are
 * not promotions (dormant, onboarding): those are only remembered for the browser session.
 *
 * @example startupDialogAck('circle'); // 'circle'
 */
export function startupDialogAck(dialog: StartupDialog): string | null {
  return dialog === 'virtual-ach' || dialog === 'circle' ? FEATURE_ACK_KEY[dialog] : null;
}

const CONDITIONS: Record<StartupDialog, (s: Subject) => boolean> = {
  // A notice about the account's state, not a promotion: it opens on every start while the account is dormant.
  dormant: (s) => s.dormant,
  // Needs the feature access and beta access (spec A §2), and is not shown again once dismissed.
  'virtual-ach': (s) =>
    s.featureAccess.virtual_account_ach === true &&
    s.beta &&
    s.featureAck[FEATURE_ACK_KEY['virtual-ach']] !== true,
  // Only a member of a circle has one to be told about; not shown again once dismissed.
  circle: (s) => s.circleId !== null && s.featureAck[FEATURE_ACK_KEY.circle] !== true,
  onboarding: (s) => s.merchant && s.mainAccount && s.onboarded && !s.surveyCompleted,
};

/**
 * The startup dialog to open, or `null`.
 *
 * Decisions where the spec is terse:
 * - "onboarding (hidden for accounts that need onboarding per the ernest_needed flag)": the onboarding dialog
 *   is the merchant's first-run questionnaire, not the KYB onboarding (which has its own banner and page). It
 *   opens only for a merchant main account with `ernest_needed === false` (an account still needing KYB
 *   onboarding is sent there by the banner instead) and only until `processing.survey_completed` is true.
 *   Personal users and sub-merchants never get it: the survey is about the merchant's business.
 * - No dialog for signed-out visitors, and none in preview (an admin viewing as the user must not acknowledge
 *   promotions on the user's behalf).
 * - `skip` lists dialogs already dismissed in this browser session (the caller keeps them per tab), so a closed
 *   dormant notice does not come back on a reload; the next dialog that applies may open instead.
 *
 * @example
 * startupDialog(dormantUser); // 'dormant'
 * startupDialog(betaMerchantWithAch); // 'virtual-ach'
 * startupDialog(circleMember); // 'circle'
 * startupDialog(subject, menu.startupDialogs.map((d) => d.id)); // in the order menu.config.ts gives
 * startupDialog(dormantUser, STARTUP_DIALOGS, ['dormant']); // null: closed earlier in this session
 */
export function startupDialog(
  subject: Subject,
  order: readonly StartupDialog[] = STARTUP_DIALOGS,
  skip: readonly StartupDialog[] = [],
): StartupDialog | null {
  if (!subject.signedIn || subject.preview) return null;
  return order.find((dialog) => !skip.includes(dialog) && CONDITIONS[dialog](subject)) ?? null;
}
