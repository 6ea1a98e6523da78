import type { RowAction } from '@/config/table-file';
import { rowMatches } from './action-applies';
import { resolveRowValues, type RowSources } from './row-values';

export type CallAction = Extract<RowAction, { kind: 'call' }>;

/** What one click of a call action does for one row: the question asked first (if any) and what is sent. */
export interface CallPlan {
  /** The text key asked before calling; undefined calls at once. */
  confirm: string | undefined;
  path: Record<string, unknown>;
  /** The JSON body; undefined sends none. */
  body: Record<string, unknown> | undefined;
}

/**
 * Works out a call action for a row: the first `confirmWhen` the row matches replaces the question and adds
 * its body fields to the call's own (spec B §5: an unverified attendee is approved with `force` after a
 * warning); otherwise the action's own `confirm` and body.
 *
 * @example
 * planCall({ kind: 'call', label: 'a', notice: 'n', call: { operation: 'POST /x/{id}',
 *   params: { path: { id: { $row: 'id' } } } },
 *   confirmWhen: [{ when: { verified: [false] }, confirm: 'sure', body: { force: true } }] },
 *   { row: { id: 'a1', verified: false } });
 * // { confirm: 'sure', path: { id: 'a1' }, body: { force: true } }
 */
export function planCall(action: CallAction, sources: RowSources): CallPlan {
  const special = action.confirmWhen?.find((rule) => rowMatches(rule.when, sources.row));
  const path = resolveRowValues(action.call.params?.path, sources);
  const hasBody = action.call.body !== undefined || special?.body !== undefined;
  const body = hasBody
    ? { ...resolveRowValues(action.call.body, sources), ...resolveRowValues(special?.body, sources) }
    : undefined;
  return { confirm: special?.confirm ?? action.confirm, path, body };
}
