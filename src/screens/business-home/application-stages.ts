/**
 * The onboarding cards of the business home (spec B §4 "Application stages": application submission, business
 * model review, KYB check, complete). Pure, so the screen only renders the answer.
 */
export const STAGES = ['application_submission', 'business_model', 'kyb_check', 'complete'] as const;
export type Stage = (typeof STAGES)[number];

/** done: passed; current: the one being worked on now; failed: turned down (resubmit); todo: not reached yet. */
export type StageState = 'done' | 'current' | 'failed' | 'todo';

export interface ApplicationStatusView {
  status: string;
  data?: readonly { label: string; status: string }[];
}

const DONE = new Set(['done', 'approved', 'accepted', 'complete', 'completed']);
const FAILED = new Set(['rejected', 'declined']);

/**
 * Each stage with its state. Stages come from the application's `data` by label; a stage it does not list is
 * not reached. Without any data (not submitted) the first stage is the current one. An approved application has
 * every stage done whatever the list says.
 *
 * @example applicationStages({ status: 'under_review', data: [...] })
 * // [{ stage: 'application_submission', state: 'done' }, { stage: 'business_model', state: 'done' },
 * //  { stage: 'kyb_check', state: 'current' }, { stage: 'complete', state: 'todo' }]
 */
export function applicationStages(
  application: ApplicationStatusView | null | undefined,
): { stage: Stage; state: StageState }[] {
  if (application?.status === 'approved') return STAGES.map((stage) => ({ stage, state: 'done' }));
  const byLabel = new Map((application?.data ?? []).map((item) => [item.label, item.status]));
  let currentTaken = false;
  return STAGES.map((stage) => {
    const status = byLabel.get(stage);
    if (status && DONE.has(status)) return { stage, state: 'done' as const };
    if (status && FAILED.has(status)) {
      currentTaken = true;
      return { stage, state: 'failed' as const };
    }
    if (currentTaken) return { stage, state: 'todo' as const };
    currentTaken = true;
    return { stage, state: 'current' as const };
  });
}

/** Whether the business can take payments yet: only once the application is approved. */
export const canTakePayments = (application: ApplicationStatusView | null | undefined): boolean =>
  application?.status === 'approved';
