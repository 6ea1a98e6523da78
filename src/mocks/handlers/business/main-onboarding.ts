import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import type { Onboarding, Owned } from '../../store/types';
import { FieldErrors } from './errors';
import { businessDetails, nextSubId, ownerFields, payoutFields } from './onboarding-input';
import { DOCUMENT_TYPES } from './onboarding-lists';
import {
  BUSINESS_DETAIL_FIELDS,
  merchantCaller,
  onboardingOf,
  submissionErrors,
  submittedStatus,
  toOnboarding,
  toOwner,
  toPayoutSetting,
} from './onboarding-model';
import { isHttpUrl, isString, type MainBody } from './shared';

const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const MAX_UPLOAD = 8 * 1024 * 1024;

export const onboardingHandlers = (backend: DemoBackend): HttpHandler[] => {
  const merchant = (request: Request) => merchantCaller(requireCaller(backend, request));

  /** The record to edit: no changes while a submission is being reviewed. */
  const editable = (caller: Caller, needsDetails = true): Owned<Onboarding> => {
    const row = onboardingOf(backend, caller);
    if (['pending', 'under_review'].includes(row.application_status.status))
      throw failure(422, 'The application is under review and cannot be changed.');
    const attributes = row.business_entity.attributes;
    if (needsDetails && BUSINESS_DETAIL_FIELDS.some((field) => !attributes[field]))
      throw failure(422, 'Finish the business details first.', {
        business_entity: ['The business details are incomplete.'],
      });
    return row;
  };
  const save = (row: Owned<Onboarding>, patch: Partial<Onboarding>) =>
    found(backend.db.onboarding.update(row.id, patch));

  return [
    mainHttp.get('/api/v2/processing/onboarding', ({ request, response }) => {
      return response(200).json(ok(toOnboarding(onboardingOf(backend, merchant(request)))));
    }),
    mainHttp.get('/api/v2/processing/industries/tree-list', ({ request, response }) => {
      requireCaller(backend, request);
      return response(200).json(ok([...backend.db.industries.all()]));
    }),
    mainHttp.put('/api/v2/processing/onboarding/business-details', async ({ request, response }) => {
      const caller = merchant(request);
      const body = await readJson<MainBody<'updateOnboardingBusinessDetails'>>(request);
      requireFields(body, [
        'type',
        'industry',
        'companyName',
        'website',
        'pingbackUrl',
        'monthlySalesVolume',
        'countryCode',
        'address',
        'postalCode',
        'description',
      ]);
      const row = editable(caller, false);
      const attributes = { ...row.business_entity.attributes, ...businessDetails(backend.db, body) };
      const saved = save(row, {
        business_entity: { type: body.type, attributes },
        strict_country: row.strict_country ?? body.countryCode,
      });
      return response(200).json(ok(toOnboarding(saved), 'Business details saved.'));
    }),
    mainHttp.post('/api/v2/processing/onboarding/owners', async ({ request, response }) => {
      const caller = merchant(request);
      const body = await readJson<MainBody<'createOnboardingOwner'>>(request);
      requireFields(body, ['type', 'percentOfShares', 'countryCode']);
      const row = editable(caller);
      const owner = {
        id: nextSubId(backend.db, 'own_', (r) => r.ubo),
        ...ownerFields(backend.db, row.user_id, body),
      };
      const others = row.ubo.map((o) =>
        owner.isLegalRepresentative ? { ...o, isLegalRepresentative: false } : o,
      );
      save(row, { ubo: [...others, owner] });
      return response(200).json(ok(toOwner(owner), 'Owner added.'));
    }),
    mainHttp.get('/api/v2/processing/onboarding/owners/{id}', ({ request, params, response }) => {
      const row = onboardingOf(backend, merchant(request));
      const owner = found(
        row.ubo.find((o) => o.id === params.id),
        'Owner not found.',
      );
      return response(200).json(ok(toOwner(owner)));
    }),
    mainHttp.put('/api/v2/processing/onboarding/owners/{id}', async ({ request, params, response }) => {
      const caller = merchant(request);
      const body = await readJson<MainBody<'updateOnboardingOwner'>>(request);
      requireFields(body, ['type', 'percentOfShares', 'countryCode']);
      const row = editable(caller);
      const old = found(
        row.ubo.find((o) => o.id === params.id),
        'Owner not found.',
      );
      const owner = { id: old.id, ...ownerFields(backend.db, row.user_id, body, old) };
      const ubo = row.ubo.map((o) =>
        o.id === owner.id ? owner : owner.isLegalRepresentative ? { ...o, isLegalRepresentative: false } : o,
      );
      save(row, { ubo });
      return response(200).json(ok(toOwner(owner), 'Owner updated.'));
    }),
    mainHttp.delete('/api/v2/processing/onboarding/owners/{id}', ({ request, params, response }) => {
      const row = editable(merchant(request));
      found(
        row.ubo.find((o) => o.id === params.id),
        'Owner not found.',
      );
      save(row, { ubo: row.ubo.filter((o) => o.id !== params.id) });
      return response(200).json(ok(null, 'Owner removed.'));
    }),
    mainHttp.post('/api/v2/processing/onboarding/payout-settings', async ({ request, response }) => {
      const caller = merchant(request);
      const body = await readJson<MainBody<'createOnboardingPayoutSetting'>>(request);
      requireFields(body, ['currency', 'country_code', 'bank_name', 'beneficiary_name']);
      const row = editable(caller);
      const setting = { id: nextSubId(backend.db, 'pos_', (r) => r.payout_setting), ...payoutFields(body) };
      save(row, { payout_setting: [...row.payout_setting, setting] });
      return response(200).json(ok(toPayoutSetting(setting), 'Withdrawal detail added.'));
    }),
    mainHttp.delete('/api/v2/processing/onboarding/payout-settings/{id}', ({ request, params, response }) => {
      const row = editable(merchant(request));
      found(
        row.payout_setting.find((s) => s.id === params.id),
        'Withdrawal detail not found.',
      );
      save(row, { payout_setting: row.payout_setting.filter((s) => s.id !== params.id) });
      return response(200).json(ok(null, 'Withdrawal detail removed.'));
    }),
    mainHttp.post('/api/v2/processing/onboarding/documents', async ({ request, response }) => {
      const caller = merchant(request);
      const body = await readJson<MainBody<'addOnboardingDocument'>>(request);
      requireFields(body, ['type_id', 'attachment_id']);
      const errors = new FieldErrors();
      errors.check(DOCUMENT_TYPES.includes(body.type_id), 'type_id', 'Invalid document type.');
      const file = caller.scope.attachments.get(body.attachment_id);
      if (errors.check(!!file, 'attachment_id', 'Unknown attachment.')) {
        errors.check(UPLOAD_TYPES.includes(file?.type ?? ''), 'attachment_id', 'Invalid file type');
        errors.check(
          (file?.size ?? 0) <= MAX_UPLOAD,
          'attachment_id',
          'The file may not be greater than 8 MB.',
        );
      }
      errors.throwIfAny();
      const row = editable(caller);
      const { user_id: _owner, ...attachment } = found(file);
      const document = { ...attachment, type_id: body.type_id };
      save(row, { kyc_document: [...row.kyc_document.filter((d) => d.id !== document.id), document] });
      return response(200).json(
        ok({ ...document, type_id: body.type_id, status: 'pending' as const }, 'Document added.'),
      );
    }),
    mainHttp.put('/api/v2/processing/onboarding/project', async ({ request, response }) => {
      const caller = merchant(request);
      const body = await readJson<MainBody<'updateOnboardingProject'>>(request);
      requireFields(body, ['name', 'url', 'description']);
      const errors = new FieldErrors();
      errors.check(
        body.name.length <= 100 && /^[\p{L}\p{M}\p{N} -]+$/u.test(body.name),
        'name',
        'Only letters, numbers, dashes and spaces.',
      );
      errors.check(isHttpUrl(body.url), 'url', 'The URL is invalid.');
      errors.check(
        isString(body.description) && body.description.length <= 1000,
        'description',
        'The description is too long.',
      );
      errors.throwIfAny();
      const saved = save(editable(caller), {
        project: { name: body.name, url: body.url, description: body.description },
      });
      return response(200).json(ok(toOnboarding(saved), 'Project saved.'));
    }),
    mainHttp.post('/api/v2/processing/onboarding/submit', ({ request, response }) => {
      const caller = merchant(request);
      const row = onboardingOf(backend, caller);
      const status = row.application_status.status;
      if (status === 'approved') throw failure(422, 'The application is already approved.');
      if (status === 'pending' || status === 'under_review')
        throw failure(422, 'The application is already under review.');
      const errors = submissionErrors(row);
      if (Object.keys(errors).length) throw failure(422, 'The application is incomplete.', errors);
      const application_status = submittedStatus();
      const saved = save(row, { application_status });
      const owner = backend.db.users.get(row.user_id);
      if (owner)
        backend.db.users.update(owner.id, {
          processing: { ...owner.processing, application_status, onboarding_status: 'pending' },
        });
      return response(200).json(ok(toOnboarding(saved), 'Application submitted.'));
    }),
  ];
};
