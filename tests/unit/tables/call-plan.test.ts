import { describe, expect, it } from 'vitest';
import { planCall, type CallAction } from '@/tables/call-plan';

const approve: CallAction = {
  kind: 'call',
  label: 'approve',
  notice: 'approved',
  call: { operation: 'POST /api/attendees/{id}/approve', params: { path: { id: { $row: 'id' } } } },
  confirmWhen: [{ when: { verified: [false] }, confirm: 'approveUnverified', body: { force: true } }],
};

const toggle: CallAction = {
  kind: 'call',
  label: 'disable',
  notice: 'disabled',
  confirm: 'disableConfirm',
  call: {
    operation: 'PUT /pm/{id}',
    params: { path: { id: { $row: 'id' } } },
    body: { enabled: false, by: { $row: 'owner.name' }, empty: { $row: 'missing' } },
  },
  confirmWhen: [
    { when: { refundable: [true] }, confirm: 'disableRefundable', body: { keep_refunds: true } },
    { when: { refundable: [true, false] }, confirm: 'never reached for refundable rows' },
  ],
};

describe('planCall', () => {
  it.each([
    [
      'a verified attendee is approved at once, with no body',
      approve,
      { id: 'a1', verified: true },
      { confirm: undefined, path: { id: 'a1' }, body: undefined },
    ],
    [
      'an unverified attendee is asked about first, then sent with force',
      approve,
      { id: 'a2', verified: false },
      { confirm: 'approveUnverified', path: { id: 'a2' }, body: { force: true } },
    ],
    [
      'a missing value counts as null, so it does not match false',
      approve,
      { id: 'a3' },
      { confirm: undefined, path: { id: 'a3' }, body: undefined },
    ],
    [
      'the call body is read from the row; an empty value is left out',
      toggle,
      { id: 'pm1', owner: { name: 'Ana' } },
      { confirm: 'disableConfirm', path: { id: 'pm1' }, body: { enabled: false, by: 'Ana' } },
    ],
    [
      'the first matching rule wins and adds its body to the call’s',
      toggle,
      { id: 'pm2', refundable: true },
      { confirm: 'disableRefundable', path: { id: 'pm2' }, body: { enabled: false, keep_refunds: true } },
    ],
    [
      'a later rule applies to the rows the first one leaves',
      toggle,
      { id: 'pm3', refundable: false },
      { confirm: 'never reached for refundable rows', path: { id: 'pm3' }, body: { enabled: false } },
    ],
  ])('%s', (_name, action, row, expected) => {
    expect(planCall(action, { row })).toEqual(expected);
  });
});
