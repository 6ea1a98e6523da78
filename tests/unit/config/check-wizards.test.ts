// The wizard-file check: one small broken wizard per kind of problem, each message naming the file, the place in
// it and the fix; valid files say nothing.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/config/check-problem';
import { checkWizardFiles, wizardTableRoutes, type WizardCheckInput } from '@/config/check-wizards';
import { event, file, input, profile, ROUTES } from './check-wizards-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const lines = (patch: Partial<WizardCheckInput> = {}) =>
  checkWizardFiles(input(patch)).map((p) => `${p.severity}: ${formatProblem(p)}`);

/** The problems after one edit of profile.json (steps that save themselves) or event.json (one paged form). */
const edited = (name: 'profile' | 'event', edit: (wizard: Json) => unknown) => {
  const wizards = { profile: profile(), event: event() };
  edit(wizards[name]);
  return lines({ wizards: Object.entries(wizards).map(([n, json]) => file('wizards', n, json)) });
};
const P = 'error: schemas/wizards/profile.json';
const E = 'error: schemas/wizards/event.json';
const GET = 'GET /api/v2/processing/onboarding';
const ANSWER = `the answer of ${GET}`;
const NO_PROGRESS =
  'reads the "progress" answer, and this wizard has no "progress": add "progress": { "operation": "GET ..." }.';

type Case = [string, (wizard: Json) => unknown, string[]];

describe('checkWizardFiles: valid files', () => {
  it('says nothing about wizards that fit the API, routes, files and catalogues', () => {
    expect(lines()).toEqual([]);
  });

  it('leaves a file that is not JSON to the schema-file check', () => {
    expect(lines({ wizards: [file('wizards', 'profile', '{ "title": ')] })).toEqual([]);
  });

  it('refuses a wizard no route shows', () => {
    expect(lines({ routes: ROUTES.filter((r) => r.name !== 'events-create') })).toEqual([
      "error: schemas/wizards/event.json › top level: no route shows this wizard: add a route with page: wizard('event') to routes.config.ts, or delete the file.",
    ]);
  });
});

describe('checkWizardFiles: the file against its meta-schema', () => {
  it.each<Case>([
    [
      'a misspelt key',
      (w) => ((w.stpes = w.steps), delete w.steps),
      [`${P} › top level: "stpes" is not a setting here. Did you mean "steps"?`],
    ],
    [
      'a layout that does not exist',
      (w) => (w.layout = 'tab'),
      [`${P} › layout: "tab" is not allowed here. Did you mean "tabs"?`],
    ],
    ['no steps', (w) => (w.steps = []), [`${P} › steps: must list at least 1 entry.`]],
    [
      'a step that shows nothing',
      (w) => delete w.steps[2].tables,
      [
        `${P} › steps[2]: a step shows something: add "form" (a form file it saves), "tables" (table files it fills) or "fields" (with the wizard's "form", the fields it shows).`,
      ],
    ],
    [
      'a step that shows two things',
      (w) => (w.steps[2].form = 'business-details'),
      [`${P} › steps[2]: a step shows one thing, but this one has "form" and "tables": keep one.`],
    ],
    [
      'a step id that does not fit an address',
      (w) => ((w.steps[2].id = 'Pay Outs'), delete w.steps[2].requires),
      [`${P} › steps[2].id: "Pay Outs" may only hold lower-case letters, digits and "-", e.g. "owners".`],
    ],
    [
      'a label that is not a text key',
      (w) => (w.steps[0].label = 'Company'),
      [
        `${P} › steps[0].label: "Company" is not a text key: write a key such as "onboarding:title" and put the text in that catalogue (locales/en/onboarding.json) and the other 14 languages.`,
      ],
    ],
    [
      'minItems without its number',
      (w) => delete w.steps[1].done[0].value,
      [
        `${P} › steps[1].done[0]: "value" is missing: add the number, e.g. "value": 1 (minItems) or "value": 100 (sum).`,
      ],
    ],
    [
      'sum without its number',
      (w) => delete w.steps[1].done[1].value,
      [
        `${P} › steps[1].done[1]: "value" is missing: add the number, e.g. "value": 1 (minItems) or "value": 100 (sum).`,
      ],
    ],
    [
      'some without where',
      (w) => delete w.steps[1].done[2].where,
      [
        `${P} › steps[1].done[2]: "where" is missing: add the values an item must have, e.g. { "isLegalRepresentative": true }.`,
      ],
    ],
    [
      'a kind of check that does not exist (its settings are not judged yet)',
      (w) => (w.steps[1].done[0].check = 'minitems'),
      [`${P} › steps[1].done[0].check: "minitems" is not allowed here. Did you mean "minItems"?`],
    ],
    [
      'a toolbar button with a page and a table',
      (w) => (w.toolbar[0].to = 'home'),
      [`${P} › toolbar[0]: "table" does not go with "to": remove it (this entry takes label, to, params).`],
    ],
    [
      'a toolbar button that opens nothing',
      (w) => delete w.toolbar[0].table,
      [
        `${P} › toolbar[0]: needs "to" (a page), "form" (a form in a dialog) or "table" (a table in a dialog).`,
      ],
    ],
    [
      'an operation not written as METHOD /path',
      (w) => (w.progress.operation = 'get /x'),
      [
        `${P} › progress.operation: "get /x" must be written as "METHOD /path", e.g. "GET /api/v2/processing/onboarding".`,
      ],
    ],
  ])('%s', (_, edit, expected) => {
    expect(edited('profile', edit)).toEqual(expected);
  });
});

describe('checkWizardFiles: the steps', () => {
  it.each<Case>([
    [
      'two steps with one id',
      (w) => (w.steps[2].id = 'owners'),
      [
        `${P} › steps[2].id: step id "owners" is used by steps[1] already: each step needs its own id (it names the step in the address and in "requires").`,
      ],
    ],
    [
      'requires a step that does not exist',
      (w) => (w.steps[1].requires = ['compny']),
      [`${P} › steps[1].requires[0]: there is no step "compny". Did you mean "company"?`],
    ],
    [
      'requires itself',
      (w) => (w.steps[1].requires = ['owners']),
      [`${P} › steps[1].requires[0]: step "owners" cannot wait for itself: remove it from "requires".`],
    ],
    [
      'steps that wait for each other',
      (w) => ((w.steps[0].requires = ['payouts']), (w.steps[2].requires = ['owners'])),
      [
        `${P} › steps[0].requires: "company" → "payouts" → "owners" → "company": these steps wait for each other, so none of them ever opens. Remove one of these "requires".`,
      ],
    ],
    [
      'a steps wizard whose step waits for a later one',
      (w) => ((w.layout = 'steps'), (w.steps[1].requires = ['payouts'])),
      [
        `${P} › steps[1].requires[0]: in a "steps" wizard the person meets the steps in order, so "owners" cannot wait for "payouts", which comes after it: move "payouts" before it, or use "layout": "tabs".`,
      ],
    ],
    [
      'requires a step without checks (shut again after a reload)',
      (w) => ((w.steps[2].requires = ['owners']), delete w.steps[1].done),
      [
        `${P} › steps[2].requires[0]: "owners" has no "done" checks, so it only counts as complete once saved in this visit: after a reload "payouts" is shut again. Give "owners" "done" checks that read the progress answer, or remove it from "requires".`,
      ],
    ],
    [
      'a form file that does not exist',
      (w) => (w.steps[0].form = 'busines-details'),
      [
        `${P} › steps[0].form: schemas/forms/busines-details.json does not exist. Did you mean "business-details"?`,
      ],
    ],
    [
      'a table file that does not exist',
      (w) => (w.steps[1].tables = ['onboarding-owner']),
      [
        `${P} › steps[1].tables[0]: schemas/tables/onboarding-owner.json does not exist. Did you mean "onboarding-owners"?`,
      ],
    ],
    [
      'fields in a wizard without a form',
      (w) => ((w.steps[2].fields = ['iban']), delete w.steps[2].tables),
      [
        `${P} › steps[2].fields: "fields" only works when the wizard names its one "form": a step of this wizard saves its own "form" or fills "tables".`,
      ],
    ],
  ])('%s', (_, edit, expected) => {
    expect(edited('profile', edit)).toEqual(expected);
  });
});

describe('checkWizardFiles: one form paged across the steps', () => {
  it.each<Case>([
    [
      'a form that does not exist',
      (w) => (w.form = 'evnt'),
      [`${E} › form: schemas/forms/evnt.json does not exist. Did you mean "event"?`],
    ],
    [
      'a field the form does not have',
      (w) => (w.steps[0].fields = ['nmae', 'starts', 'name']),
      [
        `${E} › steps[0].fields[0]: "nmae" is not a top-level field of schemas/forms/event.json. Did you mean "name"?`,
      ],
    ],
    [
      'a field on two steps',
      (w) => (w.steps[1].fields = ['venue', 'starts']),
      [`${E} › steps[1].fields[1]: "starts" is on step "basics" already: each field is on one step.`],
    ],
    [
      'a required field on no step',
      (w) => ((w.steps[1].fields = ['starts']), (w.steps[0].fields = ['name'])),
      [
        `${E} › steps: "venue" is a required field of schemas/forms/event.json, but no step shows it, so the form could never be sent: add it to a step's "fields".`,
      ],
    ],
    [
      'an optional field on no step',
      (w) => (w.steps[0].fields = ['name']),
      [
        'note: schemas/wizards/event.json › steps: no step shows "starts" of schemas/forms/event.json, so nobody can fill it: add it to a step\'s "fields".',
      ],
    ],
    [
      'a step with its own form instead of fields',
      (w) => (
        (w.steps[1].form = 'event'),
        (w.steps[0].fields = ['name', 'starts', 'venue']),
        delete w.steps[1].fields
      ),
      [
        `${E} › steps[1].form: this wizard pages the one form "event", so a step shows some of its "fields", not its own "form": replace "form" with "fields": [ ... ].`,
        `${E} › steps[1]: in a wizard with "form", each step lists the fields of schemas/forms/event.json it shows: add "fields": [ ... ].`,
      ],
    ],
    [
      'a step with tables',
      (w) => (w.steps[1].tables = ['onboarding-owners']),
      [
        `${E} › steps[1]: a step shows one thing, but this one has "tables" and "fields": keep one.`,
        `${E} › steps[1].tables: this wizard pages the one form "event", so a step shows some of its "fields", not its own "tables": replace "tables" with "fields": [ ... ].`,
      ],
    ],
    [
      'done and requires, which a paged form does not use',
      (w) => ((w.steps[1].done = []), (w.steps[1].requires = ['basics'])),
      [
        `${E} › steps[1].done: "done" does nothing in a wizard with "form" (Next checks the step's fields against the form): remove it.`,
        `${E} › steps[1].requires: "requires" does nothing in a wizard with "form" (the steps open in order, each once the ones before it are filled): remove it.`,
      ],
    ],
    [
      'tabs',
      (w) => (w.layout = 'tabs'),
      [`${E} › layout: a wizard with "form" pages one form in order: set "layout": "steps".`],
    ],
    [
      'a finish, which the form’s own submit does',
      (w) => (w.finish = profile().finish),
      [
        `${E} › finish: "finish" does nothing in a wizard with "form": the last step sends the form with its own "submit". Remove it.`,
      ],
    ],
  ])('%s', (_, edit, expected) => {
    expect(edited('event', edit)).toEqual(expected);
  });
});

describe('checkWizardFiles: progress and what reads it', () => {
  it.each<Case>([
    [
      'a progress that writes',
      (w) => (w.progress.operation = 'POST /api/v2/processing/onboarding'),
      [`${P} › progress.operation: "progress" reads where the flow stands, so it is a GET: write "${GET}".`],
    ],
    [
      'a progress at a path with no GET',
      (w) => (w.progress.operation = 'GET /api/v2/processing/onboarding/submit'),
      [
        `${P} › progress.operation: "progress" reads where the flow stands with a GET, and the API has only POST at /api/v2/processing/onboarding/submit.`,
      ],
    ],
    [
      'a progress path the API does not have',
      (w) => (w.progress.operation = 'GET /api/v2/processing/onbording'),
      [
        `${P} › progress.operation: the main API (openapi/main.yaml) has no path "/api/v2/processing/onbording". Did you mean "/api/v2/processing/onboarding"?`,
      ],
    ],
    [
      'a $row in progress params',
      (w) => (w.progress.params = { query: { id: { $row: 'id' } } }),
      [
        `${P} › progress.params.query: ${GET} takes no query param "id".`,
        `${P} › progress.params.query.id: "$row" has no value here: a wizard page has no row. Use { "$route": ... }, { "$query": ... } or { "$session": ... }.`,
      ],
    ],
    [
      'a $route the wizard’s address does not have',
      (w) => (w.progress.params = { query: { id: { $route: 'slug' } } }),
      [
        `${P} › progress.params.query: ${GET} takes no query param "id".`,
        `${P} › progress.params.query.id: "$route": "slug" is not a part of the address of route "business-profile" (/business-profile), which shows this wizard; it has no parts.`,
      ],
    ],
    [
      'a present path the answer does not have',
      (w) => (w.steps[0].done[0].path = 'data.business_entity.attributes.industy'),
      [
        `${P} › steps[0].done[0].path: ${ANSWER} has no "data.business_entity.attributes.industy". Did you mean "data.business_entity.attributes.industry"?`,
      ],
    ],
    [
      'minItems of something not a list',
      (w) => (w.steps[1].done[0].path = 'data.application_status'),
      [`${P} › steps[1].done[0].path: "data.application_status" in ${ANSWER} is not a list.`],
    ],
    [
      'a sum of something not a list',
      (w) => (w.steps[1].done[1].path = 'data.application_status.status'),
      [
        `${P} › steps[1].done[1].path: "sum" adds up the numbers of a list, and "data.application_status.status" is not one: write the list with [] and the number after it, e.g. "data.ubo[].percentOfShares".`,
      ],
    ],
    [
      'a sum of a list of objects',
      (w) => (w.steps[1].done[1].path = 'data.ubo'),
      [
        `${P} › steps[1].done[1].path: "sum" adds up numbers, and the entries of "data.ubo" are objects: write the list with [] and the number after it, e.g. "data.ubo[].percentOfShares".`,
      ],
    ],
    [
      'a sum through a list of a value its items lack',
      (w) => (w.steps[1].done[1].path = 'data.ubo[].percent'),
      [
        `${P} › steps[1].done[1].path: ${ANSWER} has no "data.ubo[].percent". Did you mean "data.ubo[].percentOfShares"?`,
      ],
    ],
    [
      'some with a where its items lack',
      (w) => (w.steps[1].done[2].where = { isLegalRep: true }),
      [
        `${P} › steps[1].done[2].where.isLegalRep: each "data.ubo" entry of ${ANSWER} has no "isLegalRep". Did you mean "isLegalRepresentative"?`,
      ],
    ],
    [
      'some with a present path its items lack',
      (w) => (w.steps[1].done[2].present = ['signature']),
      [
        `${P} › steps[1].done[2].present[0]: each "data.ubo" entry of ${ANSWER} has no "signature". Did you mean "signatureAttachmentId"?`,
      ],
    ],
    [
      'a value on present',
      (w) => (w.steps[0].done[0].value = 1),
      [`${P} › steps[0].done[0].value: "value" only counts for "minItems" and "sum": remove it.`],
    ],
    [
      'a where on minItems',
      (w) => (w.steps[1].done[0].where = { id: 'x' }),
      [`${P} › steps[1].done[0].where: "where" only counts for "some": remove it.`],
    ],
    [
      'checks, stages and finish.when without progress',
      (w) => delete w.progress,
      [
        `${P} › stages: "stages" ${NO_PROGRESS}`,
        `${P} › steps[0].done: "done" ${NO_PROGRESS}`,
        `${P} › steps[1].done: "done" ${NO_PROGRESS}`,
        `${P} › steps[2].done: "done" ${NO_PROGRESS}`,
        `${P} › finish.when: "finish.when" ${NO_PROGRESS}`,
      ],
    ],
    [
      'a stages path the answer does not have',
      (w) => (w.stages.path = 'data.application_status.state'),
      [
        `${P} › stages.path: ${ANSWER} has no "data.application_status.state". It has: data.application_status.status.`,
      ],
    ],
    [
      'a stage status the API never gives',
      (w) => (w.stages.stages[1].statuses = ['pendng', 'under_review']),
      [
        `${P} › stages.stages[1].statuses[0]: "pendng" is not a value ${ANSWER.replace(' has', '')} gives at "data.application_status.status". Did you mean "pending"?`,
      ],
    ],
    [
      'a status in two stages',
      (w) => (w.stages.stages[2].statuses = ['approved', 'pending']),
      [
        `${P} › stages.stages[2].statuses[1]: "pending" is in stages.stages[1] already: a status belongs to one stage.`,
      ],
    ],
  ])('%s', (_, edit, expected) => {
    expect(edited('profile', edit)).toEqual(expected);
  });
});

describe('checkWizardFiles: finish and toolbar', () => {
  it.each<Case>([
    [
      'a when path the answer does not have',
      (w) => (w.finish.when = { 'data.status': ['x'] }),
      [
        `${P} › finish.when.data.status: ${ANSWER} has no "data.status". Did you mean "data.application_status"?`,
      ],
    ],
    [
      'a when value the API never gives',
      (w) => (w.finish.when = { 'data.application_status.status': ['not_submited'] }),
      [
        `${P} › finish.when.data.application_status.status[0]: "not_submited" is not a value the answer of ${GET} gives at "data.application_status.status". Did you mean "not_submitted"?`,
      ],
    ],
    [
      'a finish path the API does not have',
      (w) => (w.finish.call.operation = 'POST /api/v2/processing/onboarding/sumbit'),
      [
        `${P} › finish.call.operation: the main API (openapi/main.yaml) has no path "/api/v2/processing/onboarding/sumbit". Did you mean "/api/v2/processing/onboarding/submit"?`,
      ],
    ],
    [
      'a finish with the wrong method',
      (w) => (w.finish.call.operation = 'PUT /api/v2/processing/onboarding/submit'),
      [
        `${P} › finish.call.operation: the API has POST, not PUT, at /api/v2/processing/onboarding/submit. Did you mean "POST /api/v2/processing/onboarding/submit"?`,
      ],
    ],
    [
      'a finish that only reads',
      (w) => (w.finish.call.operation = GET),
      [
        `${P} › finish.call.operation: "finish" sends the flow, and ${GET} only reads: name the call that submits it (a POST, PUT or PATCH).`,
      ],
    ],
    [
      'a finish whose call needs a body',
      (w) => (w.finish.call.operation = 'POST /api/v2/processing/onboarding/confirm'),
      [
        `${P} › finish.call: POST /api/v2/processing/onboarding/confirm needs "code" in its body, and "finish" sends no body (each step saved its own part): name a call that needs none.`,
      ],
    ],
    [
      'a goTo route that does not exist',
      (w) => (w.finish.goTo = 'hme'),
      [`${P} › finish.goTo: route "hme" does not exist. Did you mean "home"?`],
    ],
    [
      'a goTo route that needs a param',
      (w) => (w.finish.goTo = 'events-slug'),
      [
        `${P} › finish.goTo: route "events-slug" (/events/:slug) needs :slug, which "finish.goTo" cannot give: go to a page without :params.`,
      ],
    ],
    [
      'a toolbar table that does not exist',
      (w) => (w.toolbar[0].table = 'business-profile'),
      [
        `${P} › toolbar[0].table: schemas/tables/business-profile.json does not exist. Did you mean "business-profiles"?`,
      ],
    ],
    [
      'a toolbar form that does not exist',
      (w) => (w.toolbar = [{ label: 'onboarding:profiles', form: 'evnt' }]),
      [`${P} › toolbar[0].form: schemas/forms/evnt.json does not exist. Did you mean "event"?`],
    ],
    [
      'a toolbar page missing its param',
      (w) => (w.toolbar = [{ label: 'onboarding:profiles', to: 'events-slug' }]),
      [
        `${P} › toolbar[0]: route "events-slug" (/events/:slug) needs :slug: add "params": { "slug": ... }, e.g. { "$route": "slug" }.`,
      ],
    ],
    [
      'a toolbar page filled from a row',
      (w) =>
        (w.toolbar = [{ label: 'onboarding:profiles', to: 'events-slug', params: { slug: { $row: 'id' } } }]),
      [
        `${P} › toolbar[0].params.slug: "$row" has no value here: a wizard page has no row. Use { "$route": ... }, { "$query": ... } or { "$session": ... }.`,
      ],
    ],
    [
      'a toolbar page that does not exist',
      (w) => (w.toolbar = [{ label: 'onboarding:profiles', to: 'hom' }]),
      [`${P} › toolbar[0].to: route "hom" does not exist. Did you mean "home"?`],
    ],
  ])('%s', (_, edit, expected) => {
    expect(edited('profile', edit)).toEqual(expected);
  });
});

describe('checkWizardFiles: text keys', () => {
  it.each<Case>([
    [
      'a check message missing from the catalogues',
      (w) => (w.steps[1].done[0].message = 'onboarding:checks.oneOwnr'),
      [
        `${P} › steps[1].done[0].message: text key "onboarding:checks.oneOwnr" is missing in every language: add it to locales/en/onboarding.json and the other 14 catalogues. Did you mean "onboarding:checks.oneOwner"?`,
      ],
    ],
    [
      'a stage label missing from the catalogues',
      (w) => (w.stages.stages[0].label = 'onboarding:stages.opn'),
      [
        `${P} › stages.stages[0].label: text key "onboarding:stages.opn" is missing in every language: add it to locales/en/onboarding.json and the other 14 catalogues. Did you mean "onboarding:stages.open"?`,
      ],
    ],
    [
      'a finish notice missing from the catalogues',
      (w) => (w.finish.notice = 'onboarding:sent'),
      [
        `${P} › finish.notice: text key "onboarding:sent" is missing in every language: add it to locales/en/onboarding.json and the other 14 catalogues. Did you mean "onboarding:submit"?`,
      ],
    ],
  ])('%s', (_, edit, expected) => {
    expect(edited('profile', edit)).toEqual(expected);
  });

  it('names the language a key is missing in', () => {
    const catalogues = input().catalogues.map((c) =>
      c.language === 'de' ? { ...c, tree: { ...c.tree, title: undefined } } : c,
    );
    expect(lines({ catalogues })).toEqual([
      `${P} › title: text key "onboarding:title" has no translation in de: add it to locales/<language>/onboarding.json for that language.`,
      `${E} › title: text key "onboarding:title" has no translation in de: add it to locales/<language>/onboarding.json for that language.`,
    ]);
  });
});

describe('wizardTableRoutes', () => {
  it('shows the tables of a wizard’s steps and toolbar at each route of the wizard', () => {
    const wizards = [file('wizards', 'profile', profile()), file('wizards', 'event', event())];
    expect(wizardTableRoutes(wizards, ROUTES)).toEqual(
      ['onboarding-owners', 'onboarding-payouts', 'business-profiles'].map((name) => ({
        name: 'business-profile',
        path: '/business-profile',
        page: { kind: 'table', name },
      })),
    );
  });
});
