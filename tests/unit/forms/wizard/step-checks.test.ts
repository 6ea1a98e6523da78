// The pure step logic of wizard files: each kind of check against a progress answer, which steps are complete,
// which keep a step shut (steps vs tabs), where a visit starts, the current stage and whether finish is offered.
import { describe, expect, it } from 'vitest';
import type { StepCheck, WizardFile, WizardStep } from '@/config/wizard-file';
import {
  blockersOf,
  checkHolds,
  failingChecks,
  finishOffered,
  incompleteSteps,
  missingRequirements,
  stageIndex,
  startingStep,
  stepComplete,
} from '@/forms/wizard/step-checks';

const M = 'onboarding:checks.x';
const present = (path: string): StepCheck => ({ check: 'present', path, message: M });
const minItems = (path: string, value: number): StepCheck => ({ check: 'minItems', path, value, message: M });
const sum = (path: string, value: number): StepCheck => ({ check: 'sum', path, value, message: M });
const some = (
  path: string,
  where: Record<string, string | number | boolean | null>,
  paths?: string[],
): StepCheck => ({
  check: 'some',
  path,
  where,
  ...(paths && { present: paths }),
  message: M,
});
const owners = (...shares: (number | string | null)[]) => ({
  data: { ubo: shares.map((percentOfShares) => ({ percentOfShares })) },
});

describe('checkHolds', () => {
  it.each<[string, StepCheck, unknown, boolean]>([
    ['present: text', present('data.name'), { data: { name: 'Acme' } }, true],
    ['present: zero counts', present('data.count'), { data: { count: 0 } }, true],
    ['present: false counts', present('data.flag'), { data: { flag: false } }, true],
    ['present: missing', present('data.name'), { data: {} }, false],
    ['present: null', present('data.name'), { data: { name: null } }, false],
    ['present: blank text', present('data.name'), { data: { name: '   ' } }, false],
    ['present: empty list', present('data.ubo'), { data: { ubo: [] } }, false],
    ['present: no answer at all', present('data.name'), undefined, false],
    [
      'present: [] maps a list with values',
      present('data.ubo[].name'),
      { data: { ubo: [{ name: 'A' }] } },
      true,
    ],
    ['present: [] maps a list without values', present('data.ubo[].name'), { data: { ubo: [{}] } }, false],
    ['minItems: enough', minItems('data.ubo', 2), { data: { ubo: [1, 2] } }, true],
    ['minItems: too few', minItems('data.ubo', 2), { data: { ubo: [1] } }, false],
    ['minItems: not a list', minItems('data.ubo', 1), { data: { ubo: 'x' } }, false],
    ['minItems: missing', minItems('data.ubo', 1), {}, false],
    ['minItems: zero always holds', minItems('data.ubo', 0), {}, true],
    ['sum: exactly', sum('data.ubo[].percentOfShares', 100), owners(60, 40), true],
    [
      'sum: float shares 33.33 + 33.33 + 33.34',
      sum('data.ubo[].percentOfShares', 100),
      owners(33.33, 33.33, 33.34),
      true,
    ],
    ['sum: 0.1 + 0.2 is 0.3', sum('data.ubo[].percentOfShares', 0.3), owners(0.1, 0.2), true],
    ['sum: numbers sent as text', sum('data.ubo[].percentOfShares', 100), owners('50', '50.00'), true],
    ['sum: short', sum('data.ubo[].percentOfShares', 100), owners(60, 39.99), false],
    ['sum: over', sum('data.ubo[].percentOfShares', 100), owners(60, 41), false],
    [
      'sum: a missing share counts as nothing',
      sum('data.ubo[].percentOfShares', 100),
      owners(100, null),
      true,
    ],
    ['sum: an empty list never holds, not even for 0', sum('data.ubo[].percentOfShares', 0), owners(), false],
    ['sum: a plain list of numbers', sum('data.shares', 10), { data: { shares: [4, 6] } }, true],
    [
      'some: an item with every where value and the present paths',
      some('data.ubo', { isLegalRepresentative: true }, ['signatureAttachmentId']),
      {
        data: {
          ubo: [
            { isLegalRepresentative: false },
            { isLegalRepresentative: true, signatureAttachmentId: 'a1' },
          ],
        },
      },
      true,
    ],
    [
      'some: the representative has no signature',
      some('data.ubo', { isLegalRepresentative: true }, ['signatureAttachmentId']),
      {
        data: {
          ubo: [
            { isLegalRepresentative: true, signatureAttachmentId: null },
            { signatureAttachmentId: 'a2' },
          ],
        },
      },
      false,
    ],
    [
      'some: the value must be the same, not just truthy',
      some('data.ubo', { isLegalRepresentative: true }),
      { data: { ubo: [{ isLegalRepresentative: 'true' }, { isLegalRepresentative: 1 }] } },
      false,
    ],
    [
      'some: every where value on one item',
      some('data.ubo', { role: 'director', country: 'LT' }),
      {
        data: {
          ubo: [
            { role: 'director', country: 'DE' },
            { role: 'owner', country: 'LT' },
          ],
        },
      },
      false,
    ],
    [
      'some: a where value of null',
      some('data.ubo', { endedAt: null }),
      { data: { ubo: [{ endedAt: null }] } },
      true,
    ],
    ['some: an empty list', some('data.ubo', { isLegalRepresentative: true }), { data: { ubo: [] } }, false],
    [
      'some: nested where paths',
      some('data.ubo', { 'person.kind': 'natural' }),
      { data: { ubo: [{ person: { kind: 'natural' } }] } },
      true,
    ],
  ])('%s', (_, check, progress, holds) => {
    expect(checkHolds(check, progress)).toBe(holds);
  });
});

const step = (id: string, extra: Partial<WizardStep> = {}): WizardStep => ({
  id,
  label: `onboarding:steps.${id}`,
  form: id,
  ...extra,
});
const company = step('company', { done: [present('data.company')] });
const owner = step('owners', { done: [minItems('data.ubo', 1)], requires: ['company'] });
const profile = step('profile'); // no checks: complete once saved in this visit
const payouts = step('payouts', { done: [minItems('data.payouts', 1)] });
const wizard = (layout: 'steps' | 'tabs', steps = [profile, company, owner, payouts]): WizardFile => ({
  title: 'onboarding:title',
  layout,
  steps,
  finish: { call: { operation: 'POST /submit' }, label: 'onboarding:submit', notice: 'onboarding:done' },
});
const NOTHING = { data: {} };
const COMPANY = { data: { company: 'Acme' } };
const ALL = { data: { company: 'Acme', ubo: [{}], payouts: [{}] } };
const none: ReadonlySet<string> = new Set();
const ids = (steps: WizardStep[]) => steps.map((s) => s.id);

describe('failingChecks and stepComplete', () => {
  it('lists the checks that do not hold, none for a step without checks', () => {
    const two = step('x', { done: [present('data.company'), minItems('data.ubo', 1)] });
    expect(failingChecks(two, COMPANY)).toEqual([minItems('data.ubo', 1)]);
    expect(failingChecks(profile, NOTHING)).toEqual([]);
  });

  it.each<[string, WizardStep, unknown, ReadonlySet<string>, boolean]>([
    ['checks hold', company, COMPANY, none, true],
    ['a check fails', company, NOTHING, none, false],
    ['no answer yet', company, undefined, none, false],
    ['saved does not override checks', company, NOTHING, new Set(['company']), false],
    ['no checks, not saved', profile, ALL, none, false],
    ['no checks, saved in this visit', profile, NOTHING, new Set(['profile']), true],
    ['empty done is no checks', step('y', { done: [] }), ALL, new Set(['y']), true],
  ])('%s', (_, s, progress, saved, complete) => {
    expect(stepComplete(s, progress, saved)).toBe(complete);
  });
});

describe('missingRequirements and blockersOf', () => {
  it('names the required steps that are not complete', () => {
    expect(ids(missingRequirements(wizard('tabs'), owner, NOTHING, none))).toEqual(['company']);
    expect(missingRequirements(wizard('tabs'), owner, COMPANY, none)).toEqual([]);
    expect(missingRequirements(wizard('tabs'), company, NOTHING, none)).toEqual([]);
  });

  it.each<[string, 'steps' | 'tabs', number, unknown, string[]]>([
    ['tabs: a tab without requires always opens', 'tabs', 3, NOTHING, []],
    ['tabs: a tab waits for its requires', 'tabs', 2, NOTHING, ['company']],
    ['tabs: open once they are complete', 'tabs', 2, COMPANY, []],
    ['steps: an earlier step that fails its checks blocks', 'steps', 3, NOTHING, ['company', 'owners']],
    ['steps: a step without checks never blocks the ones after it', 'steps', 1, NOTHING, []],
    ['steps: requires and earlier steps are named once', 'steps', 2, NOTHING, ['company']],
    ['steps: open once the earlier ones are complete', 'steps', 3, { data: { company: 'A', ubo: [{}] } }, []],
    ['a step that does not exist', 'steps', 9, NOTHING, []],
  ])('%s', (_, layout, index, progress, blockers) => {
    expect(ids(blockersOf(wizard(layout), index, progress, none))).toEqual(blockers);
  });
});

describe('startingStep', () => {
  it.each<[string, WizardFile, unknown, string | null, number]>([
    ['the asked step when it may open', wizard('steps'), COMPANY, 'owners', 2],
    [
      'steps: a blocked asked step gives the first step that fails its checks',
      wizard('steps'),
      NOTHING,
      'payouts',
      1,
    ],
    ['steps: no asked step gives the first step that fails its checks', wizard('steps'), COMPANY, null, 2],
    ['steps: an unknown asked step is ignored', wizard('steps'), COMPANY, 'nope', 2],
    ['steps: every check holds gives the first step', wizard('steps'), ALL, null, 0],
    ['steps: no answer yet gives the first step', wizard('steps'), undefined, null, 0],
    ['tabs: a blocked asked tab gives the first tab', wizard('tabs'), NOTHING, 'owners', 0],
    ['tabs: no asked tab gives the first tab, not the first failing one', wizard('tabs'), NOTHING, null, 0],
    ['tabs: an open asked tab', wizard('tabs'), NOTHING, 'payouts', 3],
    ['a paged form starts at its first step', { ...wizard('steps'), form: 'event' }, NOTHING, null, 0],
  ])('%s', (_, file, progress, asked, index) => {
    expect(startingStep(file, progress, asked)).toBe(index);
  });
});

const STAGES = {
  path: 'data.application_status.status',
  stages: [
    { label: 'onboarding:stages.submission', statuses: ['not_submitted', 'rejected'] },
    { label: 'onboarding:stages.review', statuses: ['pending', 'under_review'] },
    { label: 'onboarding:stages.complete', statuses: ['approved'] },
  ],
};
const status = (value: unknown) => ({ data: { application_status: { status: value } } });

describe('stageIndex', () => {
  it.each<[unknown, number]>([
    [status('not_submitted'), 0],
    [status('rejected'), 0],
    [status('under_review'), 1],
    [status('approved'), 2],
    [status('archived'), -1],
    [{ data: {} }, -1],
    [undefined, -1],
  ])('%j is stage %i', (progress, index) => {
    expect(stageIndex(STAGES, progress)).toBe(index);
  });
});

describe('finishOffered', () => {
  const when = { 'data.application_status.status': ['not_submitted', 'rejected'] };
  const withWhen = { ...wizard('tabs'), finish: { ...wizard('tabs').finish!, when } };
  it.each<[string, WizardFile, unknown, boolean]>([
    ['no finish', { ...wizard('tabs'), finish: undefined }, ALL, false],
    ['a finish without when is always offered', wizard('tabs'), NOTHING, true],
    ['while the status is listed', withWhen, status('not_submitted'), true],
    ['again after a rejection', withWhen, status('rejected'), true],
    ['not while under review', withWhen, status('under_review'), false],
    ['not without an answer', withWhen, undefined, false],
    [
      'every when path must match',
      { ...withWhen, finish: { ...withWhen.finish!, when: { ...when, 'data.locked': [false] } } },
      { data: { application_status: { status: 'rejected' }, locked: true } },
      false,
    ],
  ])('%s', (_, file, progress, offered) => {
    expect(finishOffered(file, progress)).toBe(offered);
  });
});

describe('incompleteSteps', () => {
  it.each<[string, unknown, string[]]>([
    ['nothing done', NOTHING, ['company', 'owners', 'payouts']],
    ['the company done', COMPANY, ['owners', 'payouts']],
    ['everything done (a step without checks is never listed)', ALL, []],
  ])('%s', (_, progress, left) => {
    expect(ids(incompleteSteps(wizard('tabs'), progress))).toEqual(left);
  });
});
