import { describe, expect, it } from 'vitest';
import { applicationStages, canTakePayments } from '@/screens/business-home/application-stages';

const stages = (labels: [string, string][]) => labels.map(([label, status]) => ({ label, status }));
const states = (application: Parameters<typeof applicationStages>[0]) =>
  applicationStages(application).map((s) => s.state);

describe('applicationStages (spec B §4 application stages)', () => {
  it.each([
    ['no application', undefined, ['current', 'todo', 'todo', 'todo']],
    ['not submitted, no stages', { status: 'not_submitted', data: [] }, ['current', 'todo', 'todo', 'todo']],
    [
      'pending: every stage pending',
      {
        status: 'pending',
        data: stages([
          ['application_submission', 'pending'],
          ['business_model', 'pending'],
          ['kyb_check', 'pending'],
          ['complete', 'pending'],
        ]),
      },
      ['current', 'todo', 'todo', 'todo'],
    ],
    [
      'under review: KYB check is current',
      {
        status: 'under_review',
        data: stages([
          ['application_submission', 'done'],
          ['business_model', 'approved'],
          ['kyb_check', 'under_review'],
          ['complete', 'pending'],
        ]),
      },
      ['done', 'done', 'current', 'todo'],
    ],
    [
      'rejected business model',
      {
        status: 'rejected',
        data: stages([
          ['application_submission', 'done'],
          ['business_model', 'rejected'],
          ['kyb_check', 'pending'],
          ['complete', 'pending'],
        ]),
      },
      ['done', 'failed', 'todo', 'todo'],
    ],
    [
      'approved, whatever the list says',
      { status: 'approved', data: stages([['kyb_check', 'pending']]) },
      ['done', 'done', 'done', 'done'],
    ],
    [
      'declined counts as failed',
      { status: 'rejected', data: stages([['application_submission', 'declined']]) },
      ['failed', 'todo', 'todo', 'todo'],
    ],
  ])('%s', (_name, application, expected) => {
    expect(states(application)).toEqual(expected);
  });

  it('lists the four stages in order', () => {
    expect(applicationStages(undefined).map((s) => s.stage)).toEqual([
      'application_submission',
      'business_model',
      'kyb_check',
      'complete',
    ]);
  });

  it.each([
    ['approved', true],
    ['under_review', false],
    ['not_submitted', false],
    ['rejected', false],
  ])('canTakePayments(%s) is %s', (status, expected) => {
    expect(canTakePayments({ status })).toBe(expected);
  });
});
