// A wizard's `status` (what the page says per status of the sent flow): valid says nothing; each broken edit is
// named at its place with the fix. The fixtures' onboarding API gives data.application_status.status.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/config/check-problem';
import { checkWizardFiles } from '@/config/check-wizards';
import { event, file, input, profile } from './check-wizards-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const P = 'error: schemas/wizards/profile.json';
const ANSWER = 'the answer of GET /api/v2/processing/onboarding';

const withStatus = (edit: (status: Json, wizard: Json) => unknown = () => undefined) => {
  const wizard = profile();
  wizard.status = {
    path: 'data.application_status.status',
    states: [
      { statuses: ['not_submitted'], title: 'onboarding:title', showSteps: true },
      {
        statuses: ['under_review'],
        title: 'onboarding:title',
        links: [{ label: 'onboarding:submit', to: 'home' }],
      },
      { statuses: ['rejected'], title: 'onboarding:title', retry: 'onboarding:submit' },
    ],
  };
  edit(wizard.status, wizard);
  return checkWizardFiles(
    input({ wizards: [file('wizards', 'profile', wizard), file('wizards', 'event', event())] }),
  )
    .filter((p) => p.where.some((w) => w.startsWith('status')))
    .map((p) => `${p.severity}: ${formatProblem(p)}`);
};

describe('checkWizardFiles: status', () => {
  it('says nothing about a status that fits the API, the routes and the catalogues', () => {
    expect(withStatus()).toEqual([]);
  });

  it.each<[string, (status: Json, wizard: Json) => unknown, string[]]>([
    [
      'a path the answer does not have',
      (s) => (s.path = 'data.status'),
      [`${P} › status.path: ${ANSWER} has no "data.status". Did you mean "data.application_status"?`],
    ],
    [
      'a status the API never gives',
      (s) => (s.states[1].statuses = ['in_review']),
      [
        `${P} › status.states[1].statuses[0]: "in_review" is not a value ${ANSWER.replace(' has', '')} gives at "data.application_status.status". Use one of: not_submitted, pending, under_review, approved, rejected.`,
      ],
    ],
    [
      'a status in two states',
      (s) => s.states[2].statuses.push('not_submitted'),
      [
        `${P} › status.states[2].statuses[1]: "not_submitted" is in status.states[0] already: a status belongs to one state.`,
      ],
    ],
    [
      'retry beside showSteps',
      (s) => (s.states[0].retry = 'onboarding:submit'),
      [
        `${P} › status.states[0].retry: "retry" opens the steps, and "showSteps" shows them already: keep one.`,
      ],
    ],
    [
      'a link to a route with address parts',
      (s) => (s.states[1].links[0].to = 'events-slug'),
      [
        `${P} › status.states[1].links[0].to: route "events-slug" (/events/:slug) needs :slug, which a status link cannot give: link a page without :params.`,
      ],
    ],
    [
      'a badge text missing from the catalogues',
      (s) => (s.labels = 'onboarding:badges.'),
      [
        ['0', 'not_submitted', 'onboarding:submitted'],
        ['1', 'under_review', 'onboarding:stages.review'],
        ['2', 'rejected', 'onboarding:stages.review'],
      ].map(
        ([i, status, near]) =>
          `${P} › status.states[${i}].statuses[0]: text key "onboarding:badges.${status}" is missing in every language: add it to locales/en/onboarding.json and the other 14 catalogues. Did you mean "${near}"?`,
      ),
    ],
    [
      'no progress to read',
      (_, w) => delete w.progress,
      [
        `${P} › status: "status" reads the "progress" answer, and this wizard has no "progress": add "progress": { "operation": "GET ..." }.`,
      ],
    ],
  ])('%s', (_, edit, expected) => {
    expect(withStatus(edit)).toEqual(expected);
  });
});
