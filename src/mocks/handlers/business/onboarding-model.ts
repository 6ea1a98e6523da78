import type { DemoBackend } from '../../backend';
import type { Caller } from '../../guard';
import { applicationStatus } from '../../store/persona-user';
import type { MerchantPublicProfile, Onboarding, Owned, Owner, PayoutSetting } from '../../store/types';
import { absoluteUrl, COUNTRY, requireAcl, requireBusiness, slugify, type MainSchema } from './shared';

/** Business detail fields that must be present (spec B §3 "checked for presence"). */
export const BUSINESS_DETAIL_FIELDS = [
  'industry',
  'type',
  'companyName',
  'website',
  'pingbackUrl',
  'monthlySalesVolume',
  'countryCode',
  'address',
  'postalCode',
  'description',
] as const;

const ENTITY_TYPES = ['company', 'sole_proprietor', 'individual', 'corporate'] as const;
const OWNER_STATUSES = [
  'new',
  'in_progress',
  'done',
  'pending',
  'approved',
  'accepted',
  'rejected',
  'declined',
] as const;
type OwnerStatus = (typeof OWNER_STATUSES)[number];
const DOCUMENT_STATUS = { approved: 'verified', rejected: 'unverified' } as const;

/** Onboarding, business profiles and the public profile are the merchant's, behind the business-profile role. */
export function merchantCaller(caller: Caller): Caller {
  requireBusiness(caller.user);
  requireAcl(caller.user, 'business-profile');
  return caller;
}

/** The caller's onboarding record, created empty on first use (one per business main account). */
export function onboardingOf(backend: DemoBackend, { scope }: Caller): Owned<Onboarding> {
  return (
    scope.onboarding.get(scope.ownerId) ??
    scope.onboarding.insert({
      id: scope.ownerId,
      business_entity: { type: '', attributes: {} },
      ubo: [],
      payout_setting: [],
      kyc_document: [],
      platform: null,
      project: null,
      strict_country: null,
      businessEntityId: null,
      application_status: (backend.db.users.get(scope.ownerId) ?? scope.user).processing.application_status,
    })
  );
}

const orNull = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;
const entityType = (value: string | undefined) => ENTITY_TYPES.find((type) => type === value) ?? null;
const country = (value: string | null | undefined) => (value && COUNTRY.test(value) ? value : null);

export function toOwner(owner: Owner): MainSchema<'Owner'> {
  const status = OWNER_STATUSES.find((s) => s === owner.status) ?? ('pending' satisfies OwnerStatus);
  return {
    ...owner,
    title: (owner.title || null) as MainSchema<'Owner'>['title'],
    sourceOfWealth: (owner.sourceOfWealth || null) as MainSchema<'Owner'>['sourceOfWealth'],
    nationalityCountryCode: country(owner.nationalityCountryCode),
    secondNationalityCountryCode: country(owner.secondNationalityCountryCode),
    phone_country_code: country(owner.phone_country_code),
    dob: owner.dob || null,
    email: owner.email || null,
    status,
    params: { ...owner.params },
  };
}

export const toPayoutSetting = (setting: PayoutSetting): MainSchema<'PayoutSetting'> => ({
  ...setting,
  status: OWNER_STATUSES.find((s) => s === setting.status) ?? 'pending',
});

export function toOnboarding(row: Onboarding): MainSchema<'Onboarding'> {
  const attributes = row.business_entity.attributes;
  const volume = Number(attributes.monthlySalesVolume);
  const documentStatus =
    DOCUMENT_STATUS[row.application_status.status as keyof typeof DOCUMENT_STATUS] ?? 'pending';
  return {
    business_entity: {
      type: entityType(row.business_entity.type),
      attributes: {
        industry: orNull(attributes.industry),
        type: entityType(attributes.type),
        companyName: orNull(attributes.companyName),
        website: orNull(attributes.website),
        pingbackUrl: orNull(attributes.pingbackUrl),
        monthlySalesVolume: attributes.monthlySalesVolume && Number.isFinite(volume) ? volume : null,
        countryCode: country(attributes.countryCode),
        address: orNull(attributes.address),
        city: orNull(attributes.city),
        postalCode: orNull(attributes.postalCode),
        description: orNull(attributes.description),
      },
    },
    ubo: row.ubo.map(toOwner),
    payout_setting: row.payout_setting.map(toPayoutSetting),
    kyc_document: row.kyc_document.map((file) => ({
      ...file,
      type_id: (file.type_id ?? 'other_documents') as MainSchema<'OnboardingDocument'>['type_id'],
      status: documentStatus,
    })),
    platform: row.platform ? { id: slugify(row.platform.name), name: row.platform.name } : null,
    project: row.project ? { ...row.project } : null,
    strict_country: country(row.strict_country),
    businessEntityId: row.businessEntityId,
    application_status: row.application_status,
  };
}

export const toPublicProfile = (
  request: Request,
  row: MerchantPublicProfile | undefined,
): MainSchema<'MerchantPublicProfile'> => ({
  business_name: row?.business_name ?? null,
  description: row?.description ?? null,
  website_url: row?.website_url || null,
  country_code: country(row?.country_code),
  phone_country_code: country(row?.phone_country_code),
  phone_number: row?.phone_number || null,
  localized_address: row ? { ...row.localized_address } : null,
  address: row?.address || null,
  city: row?.city || null,
  postalCode: row?.postalCode || null,
  logo: absoluteUrl(request, row?.logo),
});

/** Submission (spec B §5): owners adding up to 100 %, a withdrawal detail, the representative's signature. */
export function submissionErrors(row: Onboarding): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const missing = BUSINESS_DETAIL_FIELDS.filter((field) => !row.business_entity.attributes[field]);
  if (missing.length) errors.business_entity = missing.map((field) => `The ${field} field is required.`);
  if (row.ubo.length === 0) errors.ubo = ['At least one owner is required.'];
  else if (Math.abs(row.ubo.reduce((sum, owner) => sum + owner.percentOfShares, 0) - 100) > 0.001)
    errors.ubo = ['Ownership must add up to 100%.'];
  if (row.payout_setting.length === 0)
    errors.payout_setting = ['At least one withdrawal detail is required.'];
  const representative = row.ubo.find((owner) => owner.isLegalRepresentative);
  if (!representative?.signatureAttachmentId)
    errors.signature = ['The legal representative signature must be uploaded.'];
  return errors;
}

/** The stages after a (re)submission: submitted, waiting for the business model review and the KYB check. */
export const submittedStatus = () => applicationStatus('pending');
