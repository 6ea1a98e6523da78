import type { WizardStatus, WizardStatusState } from '@/config/wizard-file';
import { pick } from '../value-refs';

/** Where the person stands, as the page shows it: the status, its state in the file, and why (a reason). */
export interface StatusView {
  value: string;
  /** The file's state for this status; undefined when no state lists it (the steps show, no panel). */
  state?: WizardStatusState;
  reason?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * The status of the `progress` answer at `status.path` and the state that lists it, or undefined without a
 * status. Pure.
 *
 * @example
 * statusView({ path: 'data.status', states: [{ statuses: ['pending'], title: 'x:pending' }] },
 *   { data: { status: 'pending' } });
 * // { value: 'pending', state: { statuses: ['pending'], title: 'x:pending' }, reason: undefined }
 */
export function statusView(status: WizardStatus | undefined, progress: unknown): StatusView | undefined {
  if (!status) return undefined;
  const value = text(pick(progress, status.path));
  if (value === undefined) return undefined;
  const state = status.states.find((candidate) => candidate.statuses.includes(value));
  const reason = status.reason ? text(pick(progress, status.reason.path)) : undefined;
  return { value, state, reason };
}

/**
 * Whether the steps show: with no status or a status no state lists, yes; else as its state says — `showSteps`,
 * or `retry` once the person asked to send again.
 */
export function stepsShown(view: StatusView | undefined, retrying: boolean): boolean {
  if (!view?.state) return true;
  return view.state.showSteps === true || (view.state.retry !== undefined && retrying);
}
