// A small onboarding API, routes, catalogues, a form file, and two valid wizard files that fit them: one whose
// steps save themselves (tabs) and one form paged across steps. Tests copy a file and break it one edit at a time.
import type { Catalogue } from '@/config/check-locales';
import type { WizardCheckInput } from '@/config/check-wizards';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const obj = (properties: Json): Json => ({ type: 'object', additionalProperties: false, properties });
const answer = (data: Json): Json => ({
  description: 'OK',
  content: { 'application/json': { schema: obj({ success: { type: 'boolean' }, data }) } },
});

export const API: Json = {
  openapi: '3.1.0',
  paths: {
    '/api/v2/processing/onboarding': {
      get: {
        responses: {
          '200': answer(
            obj({
              application_status: obj({
                status: {
                  type: 'string',
                  enum: ['not_submitted', 'pending', 'under_review', 'approved', 'rejected'],
                },
              }),
              business_entity: obj({
                attributes: obj({ industry: { type: 'string' }, companyName: { type: 'string' } }),
              }),
              ubo: {
                type: 'array',
                items: obj({
                  percentOfShares: { type: 'number' },
                  isLegalRepresentative: { type: 'boolean' },
                  signatureAttachmentId: { type: ['string', 'null'] },
                }),
              },
              payout_setting: { type: 'array', items: obj({ id: { type: 'string' } }) },
            }),
          ),
        },
      },
    },
    '/api/v2/processing/onboarding/submit': { post: { responses: { '200': answer(obj({})) } } },
    '/api/v2/processing/onboarding/confirm': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
            },
          },
        },
        responses: { '200': answer(obj({})) },
      },
    },
    '/api/events': { post: { responses: { '200': answer(obj({})) } } },
  },
};

export const ROUTES: WizardCheckInput['routes'] = [
  { name: 'business-profile', path: '/business-profile', page: { kind: 'wizard', name: 'profile' } },
  { name: 'events-create', path: '/events/create', page: { kind: 'wizard', name: 'event' } },
  { name: 'home', path: '/' },
  { name: 'events-slug', path: '/events/:slug' },
];

const EN = {
  title: 'Business profile',
  steps: { company: 'Company', owners: 'Owners', payouts: 'Payouts', basics: 'Basics', place: 'Place' },
  stages: { open: 'Open', review: 'In review', done: 'Done' },
  checks: { missing: '{{field}} is missing', oneOwner: 'Add an owner', shares: 'Shares add up to {{value}}' },
  fields: { industry: 'Industry' },
  submit: 'Send',
  submitted: 'Sent',
  profiles: 'Profiles',
};
export const CATALOGUES: Catalogue[] = [
  { language: 'en', namespace: 'onboarding', tree: EN },
  { language: 'de', namespace: 'onboarding', tree: EN },
];

/** Steps that save themselves: a form, then tables shut until the company is done. */
export const profile = (): Json => ({
  $schema: '../meta/wizard.schema.json',
  title: 'onboarding:title',
  layout: 'tabs',
  progress: { operation: 'GET /api/v2/processing/onboarding' },
  stages: {
    path: 'data.application_status.status',
    stages: [
      { label: 'onboarding:stages.open', statuses: ['not_submitted', 'rejected'] },
      { label: 'onboarding:stages.review', statuses: ['pending', 'under_review'] },
      { label: 'onboarding:stages.done', statuses: ['approved'] },
    ],
  },
  toolbar: [{ label: 'onboarding:profiles', table: 'business-profiles' }],
  steps: [
    {
      id: 'company',
      label: 'onboarding:steps.company',
      form: 'business-details',
      done: [
        {
          check: 'present',
          path: 'data.business_entity.attributes.industry',
          label: 'onboarding:fields.industry',
          message: 'onboarding:checks.missing',
        },
      ],
    },
    {
      id: 'owners',
      label: 'onboarding:steps.owners',
      tables: ['onboarding-owners'],
      requires: ['company'],
      done: [
        { check: 'minItems', path: 'data.ubo', value: 1, message: 'onboarding:checks.oneOwner' },
        { check: 'sum', path: 'data.ubo[].percentOfShares', value: 100, message: 'onboarding:checks.shares' },
        {
          check: 'some',
          path: 'data.ubo',
          where: { isLegalRepresentative: true },
          present: ['signatureAttachmentId'],
          message: 'onboarding:checks.oneOwner',
        },
      ],
    },
    {
      id: 'payouts',
      label: 'onboarding:steps.payouts',
      tables: ['onboarding-payouts'],
      requires: ['company'],
      done: [
        { check: 'minItems', path: 'data.payout_setting', value: 1, message: 'onboarding:checks.oneOwner' },
      ],
    },
  ],
  finish: {
    call: { operation: 'POST /api/v2/processing/onboarding/submit' },
    label: 'onboarding:submit',
    notice: 'onboarding:submitted',
    when: { 'data.application_status.status': ['not_submitted', 'rejected'] },
    goTo: 'home',
  },
});

/** One form paged across two steps. */
export const event = (): Json => ({
  title: 'onboarding:title',
  layout: 'steps',
  form: 'event',
  steps: [
    { id: 'basics', label: 'onboarding:steps.basics', fields: ['name', 'starts'] },
    { id: 'place', label: 'onboarding:steps.place', fields: ['venue'] },
  ],
});

export const EVENT_FORM: Json = {
  title: 'onboarding:title',
  schema: {
    type: 'object',
    required: ['name', 'venue'],
    properties: { name: { type: 'string' }, starts: { type: 'string' }, venue: { type: 'string' } },
  },
  submit: { operation: 'POST /api/events' },
  onSuccess: { notice: 'onboarding:submitted' },
};

export const file = (folder: 'wizards' | 'forms', name: string, json: unknown) => ({
  path: `schemas/${folder}/${name}.json`,
  text: typeof json === 'string' ? json : JSON.stringify(json),
});

const table = (name: string) => file('forms', name, {}).path.replace('forms', 'tables');

/** The input with these files (by default the two valid wizards above). */
export const input = (patch: Partial<WizardCheckInput> = {}): WizardCheckInput => ({
  wizards: [file('wizards', 'profile', profile()), file('wizards', 'event', event())],
  formFiles: [file('forms', 'event', EVENT_FORM), file('forms', 'business-details', {})],
  forms: ['event', 'business-details'],
  tables: ['onboarding-owners', 'onboarding-payouts', 'business-profiles'].map((n) => ({
    path: table(n),
    text: '{}',
  })),
  details: [],
  openapi: { main: API },
  routes: ROUTES,
  optionSources: [],
  catalogues: CATALOGUES,
  languages: ['en', 'de'],
  ...patch,
});
