import { describe, expect, it } from 'vitest';
import type { RowAction } from '@/config/table-file';
import { actionApplies } from '@/tables/action-applies';

const action = (when?: RowAction['when']): RowAction => ({
  kind: 'link',
  label: 'x:y',
  to: 'index',
  ...(when && { when }),
});

describe('actionApplies', () => {
  it.each([
    [undefined, { status: 'live' }, true],
    [{ status: ['draft'] }, { status: 'draft' }, true],
    [{ status: ['draft'] }, { status: 'live' }, false],
    [{ refundable: [true] }, { refundable: false }, false],
    [{ refundable: [true] }, { refundable: true }, true],
    [{ 'owner.kind': ['main'] }, { owner: { kind: 'main' } }, true],
    [{ status: ['draft'], is_active: [false] }, { status: 'draft', is_active: true }, false],
    [{ deleted_at: [null] }, {}, true],
  ] as const)('when %j on %j → %s', (when, row, offered) => {
    expect(actionApplies(action(when as RowAction['when']), row)).toBe(offered);
  });
});
