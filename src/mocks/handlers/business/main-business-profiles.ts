import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { DAY_MS, isoDateTime, REFERENCE_MS } from '../../store/random';
import { FieldErrors, LATIN, PERSON_NAME } from './errors';
import { PHONE } from './onboarding-lists';
import { merchantCaller, toPublicProfile } from './onboarding-model';
import { COUNTRY, isHttpUrl, type MainBody } from './shared';

/** The public profile tab of onboarding and the business profiles (one active profile always, spec B §6). */
export const businessProfileHandlers = (backend: DemoBackend): HttpHandler[] => {
  const merchant = (request: Request) => merchantCaller(requireCaller(backend, request));
  return [
    mainHttp.get('/api/v2/processing/merchant-public-profile', ({ request, response }) => {
      const { scope } = merchant(request);
      return response(200).json(
        ok(
          toPublicProfile(
            request,
            scope.publicProfiles.find((p) => p.is_active),
          ),
        ),
      );
    }),
    mainHttp.put('/api/v2/processing/merchant-public-profile', async ({ request, response }) => {
      const { scope } = merchant(request);
      const body = await readJson<MainBody<'updateMerchantPublicProfile'>>(request);
      requireFields(body, ['business_name', 'country_code']);
      const errors = new FieldErrors();
      errors.check(body.business_name.length <= 255, 'business_name', 'The business name is too long.');
      errors.check(COUNTRY.test(body.country_code), 'country_code', 'Invalid country.');
      errors.check(
        (body.description ?? '').length <= 105,
        'description',
        'The description may not exceed 105 characters.',
      );
      if (body.website_url)
        errors.check(isHttpUrl(body.website_url), 'website_url', 'The website must be a valid URL.');
      if (body.phone_country_code)
        errors.check(COUNTRY.test(body.phone_country_code), 'phone_country_code', 'Invalid country.');
      if (body.phone_number)
        errors.check(PHONE.test(body.phone_number), 'phone_number', 'Invalid phone number.');
      if (body.address)
        errors.check(LATIN.test(body.address), 'address', 'The address must use latin characters.');
      if (body.city)
        errors.check(PERSON_NAME.test(body.city), 'city', 'Only letters, dashes, apostrophes and spaces.');
      if (body.logo) errors.check(isHttpUrl(body.logo), 'logo', 'The logo must be a valid URL.');
      errors.throwIfAny();
      const fields = {
        business_name: body.business_name,
        description: body.description ?? '',
        website_url: body.website_url ?? '',
        country_code: body.country_code,
        phone_country_code: body.phone_country_code ?? body.country_code,
        phone_number: body.phone_number ?? '',
        localized_address: body.localized_address ?? {},
        address: body.address ?? '',
        city: body.city ?? '',
        postalCode: body.postalCode ?? '',
        logo: body.logo ?? null,
      };
      const active = scope.publicProfiles.find((p) => p.is_active);
      const row = active
        ? scope.publicProfiles.update(active.id, fields)
        : scope.publicProfiles.insert({ ...fields, is_active: true });
      return response(200).json(ok(toPublicProfile(request, row), 'Public profile saved.'));
    }),
    mainHttp.get('/api/v2/business-profiles', ({ request, response }) => {
      const { scope } = merchant(request);
      const status = (backend.db.users.get(scope.ownerId) ?? scope.user).processing.application_status.status;
      const profiles = scope.publicProfiles.all().map((profile) => ({
        id: profile.id,
        business_name: profile.business_name,
        is_active: profile.is_active,
        application_status: profile.is_active ? status : 'not_submitted',
        created_at: isoDateTime(
          REFERENCE_MS - (400 - (Number(profile.id.replace(/\D/g, '')) || 0) * 30) * DAY_MS,
        ),
      }));
      return response(200).json(ok(profiles));
    }),
    mainHttp.delete('/api/v2/business-profiles/{id}', ({ request, params, response }) => {
      const { scope } = merchant(request);
      const profile = found(scope.publicProfiles.get(params.id), 'Business profile not found.');
      if (profile.is_active) throw failure(422, 'You cannot delete an active business profile');
      scope.publicProfiles.remove(profile.id);
      return response(200).json(ok(null, 'Business profile deleted.'));
    }),
  ];
};
