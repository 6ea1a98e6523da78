import type { DemoBackend } from '../../backend';
import type { MerchantPublicProfile, UserRow } from '../../store/types';
import { FieldErrors, LATIN, PERSON_NAME } from '../business/errors';
import { PHONE } from '../business/onboarding-lists';
import { COUNTRY, isHttpUrl } from '../business/shared';

/** The profile fields of spec B §3 ("Public profile init fields") that /me edits, as the account service answers them. */
export interface PublicProfileDetails {
  business_name: string;
  description: string;
  website_url: string;
  country_code: string | null;
  phone_country_code: string | null;
  phone_number: string;
  localized_address: Record<string, string>;
  address: string;
  city: string;
  postalCode: string;
}

const TEXT_FIELDS = [
  'business_name',
  'description',
  'website_url',
  'country_code',
  'phone_country_code',
  'phone_number',
  'address',
  'city',
  'postalCode',
] as const;

// Spec B §5: description max 105, latin letters, spaces and hyphens.
const DESCRIPTION = /^[A-Za-z -]*$/;

/**
 * The details live in the user's active row of `publicProfiles` (the store's persisted public profile), so a
 * merchant's /me and the onboarding public-profile tab edit one record and a reload keeps both.
 */
const activeRow = (backend: DemoBackend, user: UserRow) =>
  backend.db.forUser(user.id).publicProfiles.find((p) => p.is_active);

/** The address as the country-driven address input holds it; a profile saved without one starts from its flat fields. */
function startAddress(row: MerchantPublicProfile | undefined): Record<string, string> {
  if (!row) return {};
  if (Object.keys(row.localized_address).length) return { ...row.localized_address };
  if (!row.country_code) return {};
  const parts: Record<string, string> = { country_code: row.country_code };
  if (row.address) parts.address = row.address;
  if (row.city) parts.city = row.city;
  return parts;
}

export function readDetails(backend: DemoBackend, user: UserRow): PublicProfileDetails {
  const row = activeRow(backend, user);
  // Empty text rather than null, so a form bound to these fields starts with empty inputs, not type errors.
  return {
    business_name: row?.business_name || user.name,
    description: row?.description ?? '',
    website_url: row?.website_url ?? '',
    country_code: row?.country_code || null,
    phone_country_code: row?.phone_country_code || null,
    phone_number: row?.phone_number ?? '',
    localized_address: startAddress(row),
    address: row?.address ?? '',
    city: row?.city ?? '',
    postalCode: row?.postalCode ?? '',
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Validates the details fields of a PUT body (422 names every bad field) and saves the ones sent. */
export function writeDetails(backend: DemoBackend, user: UserRow, body: Record<string, unknown>): void {
  const sent = TEXT_FIELDS.filter((field) => body[field] !== undefined && body[field] !== null);
  const address = body.localized_address;
  if (sent.length === 0 && (address === undefined || address === null)) return;
  const errors = new FieldErrors();
  for (const field of sent) errors.check(isText(body[field]), field, `The ${field} field must be text.`);
  errors.throwIfAny();
  const value = (field: (typeof TEXT_FIELDS)[number]) => (body[field] as string | undefined)?.trim();
  const description = value('description');
  if (description) {
    errors.check(description.length <= 105, 'description', 'The description may not exceed 105 characters.');
    errors.check(DESCRIPTION.test(description), 'description', 'Only latin letters, spaces and hyphens.');
  }
  const name = value('business_name');
  if (name !== undefined)
    errors.check(name.length > 0 && name.length <= 191, 'business_name', 'The name is required.');
  const website = value('website_url');
  if (website) errors.check(isHttpUrl(website), 'website_url', 'The website must be a valid URL.');
  for (const field of ['country_code', 'phone_country_code'] as const) {
    const code = value(field);
    if (code) errors.check(COUNTRY.test(code), field, 'Invalid country.');
  }
  const phone = value('phone_number');
  if (phone) errors.check(PHONE.test(phone), 'phone_number', 'Invalid phone number.');
  const line = value('address');
  if (line) errors.check(LATIN.test(line), 'address', 'The address must use latin characters.');
  const city = value('city');
  if (city) errors.check(PERSON_NAME.test(city), 'city', 'Only letters, dashes, apostrophes and spaces.');
  const isAddress =
    address === undefined ||
    address === null ||
    (typeof address === 'object' && !Array.isArray(address) && Object.values(address).every(isText));
  errors.check(isAddress, 'localized_address', 'Invalid address.');
  errors.throwIfAny();

  const fields: Partial<MerchantPublicProfile> = {};
  for (const field of sent) fields[field] = value(field) ?? '';
  if (isAddress && address) {
    const parts = { ...(address as Record<string, string>) };
    fields.localized_address = parts;
    // The country-driven address carries the country; the flat fields follow it when they were not sent.
    if (!fields.country_code && parts.country_code) fields.country_code = parts.country_code;
    fields.address ??= parts.address ?? '';
    fields.city ??= parts.city ?? '';
    fields.postalCode ??= parts.zip ?? parts.postcode ?? parts.postal_code ?? parts.postalCode ?? '';
  }
  if (!fields.phone_country_code && fields.country_code && !activeRow(backend, user)?.phone_country_code)
    fields.phone_country_code = fields.country_code;
  const scope = backend.db.forUser(user.id).publicProfiles;
  const row = activeRow(backend, user);
  if (row) scope.update(row.id, fields);
  else
    scope.insert({
      is_active: true,
      business_name: user.name,
      description: '',
      website_url: '',
      country_code: '',
      phone_country_code: '',
      phone_number: '',
      localized_address: {},
      address: '',
      city: '',
      postalCode: '',
      logo: null,
      ...fields,
    });
}
