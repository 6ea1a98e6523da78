import type { ActionCondition, RowAction } from '@/config/table-file';
import { pick } from '@/forms/value-refs';

/**
 * True when the row matches a condition: every path holds one of the listed values (a missing value counts
 * as null). An empty condition matches every row.
 */
export function rowMatches(condition: ActionCondition | undefined, row: unknown): boolean {
  return Object.entries(condition ?? {}).every(([path, values]) =>
    values.includes((pick(row, path) ?? null) as string | number | boolean | null),
  );
}

/**
 * True when a row action is offered for this row: every path of its `when` holds one of the listed values
 * (a missing value counts as null). No `when`: always.
 *
 * @example
 * actionApplies({ kind: 'link', label: 'x', to: 'y', when: { status: ['draft'] } }, { status: 'live' }); // false
 */
export function actionApplies(action: RowAction, row: unknown): boolean {
  return rowMatches(action.when, row);
}
