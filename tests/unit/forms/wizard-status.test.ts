// Where the person stands on a wizard with `status`: the state of the progress answer's status, and whether the
// steps show (before the send, after a decline once the person asks to send again, never while pending).
import { describe, expect, it } from 'vitest';
import type { WizardStatus } from '@/config/wizard-file';
import { statusView, stepsShown } from '@/forms/wizard/wizard-status';

const STATUS: WizardStatus = {
  path: 'data.status',
  reason: { path: 'data.decline_reason', labels: 'verification:reasons.' },
  states: [
    { statuses: ['not_verified'], title: 'v:not', showSteps: true },
    { statuses: ['pending', 'verified'], title: 'v:sent' },
    { statuses: ['unverified'], title: 'v:declined', retry: 'v:resubmit' },
  ],
};
const answer = (status: unknown, reason: unknown = null) => ({ data: { status, decline_reason: reason } });

describe('statusView', () => {
  it.each([
    ['not_verified', null, 'v:not', undefined],
    ['pending', null, 'v:sent', undefined],
    ['unverified', 'document_name_mismatch', 'v:declined', 'document_name_mismatch'],
  ])('%s → its state and reason', (status, reason, title, expected) => {
    const view = statusView(STATUS, answer(status, reason));
    expect(view?.value).toBe(status);
    expect(view?.state?.title).toBe(title);
    expect(view?.reason).toBe(expected);
  });

  it('has no state for a status no state lists, and no view without a status or a file setting', () => {
    expect(statusView(STATUS, answer('frozen'))).toEqual({
      value: 'frozen',
      state: undefined,
      reason: undefined,
    });
    expect(statusView(STATUS, answer(undefined))).toBeUndefined();
    expect(statusView(STATUS, answer(''))).toBeUndefined();
    expect(statusView(undefined, answer('pending'))).toBeUndefined();
  });
});

describe('stepsShown', () => {
  it.each([
    ['not_verified', false, true],
    ['pending', false, false],
    ['pending', true, false],
    ['unverified', false, false],
    ['unverified', true, true],
    ['frozen', false, true],
  ])('%s (asked to send again: %s) → %s', (status, retrying, shown) => {
    expect(stepsShown(statusView(STATUS, answer(status)), retrying)).toBe(shown);
  });

  it('shows the steps of a wizard without status', () => {
    expect(stepsShown(undefined, false)).toBe(true);
  });
});
