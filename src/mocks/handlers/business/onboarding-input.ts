import type { Db } from '../../store/db';
import { isValidIban } from '../../store/iban';
import { pad } from '../../store/random';
import type { Onboarding, Owner, PayoutSetting, TreeNode } from '../../store/types';
import { EMAIL, FieldErrors, LATIN, PERSON_NAME, TITLE } from './errors';
import { PHONE, SOURCES_OF_WEALTH, TITLES } from './onboarding-lists';
import { COUNTRY, CURRENCY, DATE, isHttpUrl, isString, type MainBody } from './shared';

const optional = (
  errors: FieldErrors,
  value: unknown,
  field: string,
  test: (v: string) => boolean,
  message: string,
) => value === undefined || value === null || errors.check(isString(value) && test(value), field, message);

const findNode = (nodes: readonly TreeNode[], id: string): boolean =>
  nodes.some((node) => node.id === id || findNode(node.children, id));

/** The business details tab (spec B §3: every field counts as missing when empty). */
export function businessDetails(
  db: Db,
  body: MainBody<'updateOnboardingBusinessDetails'>,
): Record<string, string> {
  const errors = new FieldErrors();
  errors.check(
    ['company', 'sole_proprietor', 'individual', 'corporate'].includes(body.type),
    'type',
    'Invalid entity type.',
  );
  errors.check(findNode(db.industries.all(), body.industry), 'industry', 'The selected industry is invalid.');
  errors.check(body.companyName.length <= 255, 'companyName', 'The company name is too long.');
  errors.check(isHttpUrl(body.website), 'website', 'The website must be a valid URL.');
  errors.check(isHttpUrl(body.pingbackUrl), 'pingbackUrl', 'The pingback URL must be a valid URL.');
  errors.check(
    typeof body.monthlySalesVolume === 'number' && body.monthlySalesVolume >= 0,
    'monthlySalesVolume',
    'Invalid volume.',
  );
  errors.check(
    COUNTRY.test(body.countryCode) && !!db.countries.get(body.countryCode),
    'countryCode',
    'Invalid country.',
  );
  errors.check(LATIN.test(body.address), 'address', 'The address must use latin characters.');
  optional(
    errors,
    body.city,
    'city',
    (v) => PERSON_NAME.test(v),
    'Only letters, dashes, apostrophes and spaces.',
  );
  errors.check(body.postalCode.length <= 20, 'postalCode', 'The postal code is too long.');
  errors.throwIfAny();
  const { localized_address: _localized, monthlySalesVolume, ...rest } = body;
  return Object.fromEntries(
    Object.entries({ ...rest, monthlySalesVolume: String(monthlySalesVolume) }).filter(
      (entry): entry is [string, string] => isString(entry[1]),
    ),
  );
}

/** An owner from the form; fields left out keep their old value (or the empty default). */
export function ownerFields(
  db: Db,
  userId: number,
  body: MainBody<'createOnboardingOwner'>,
  old?: Owner,
): Omit<Owner, 'id'> {
  const errors = new FieldErrors();
  errors.check(
    body.type === 'individual' || body.type === 'corporate',
    'type',
    'The type must be individual or corporate.',
  );
  errors.check(
    typeof body.percentOfShares === 'number' && body.percentOfShares >= 0 && body.percentOfShares <= 100,
    'percentOfShares',
    'Shares are between 0 and 100%.',
  );
  errors.check(COUNTRY.test(body.countryCode), 'countryCode', 'Invalid country.');
  const name = (v: string) => v.length <= 255 && PERSON_NAME.test(v);
  optional(errors, body.firstName, 'firstName', name, 'Only letters, dashes, apostrophes and spaces.');
  optional(errors, body.lastName, 'lastName', name, 'Only letters, dashes, apostrophes and spaces.');
  optional(
    errors,
    body.corporateName,
    'corporateName',
    (v) => v.length <= 255 && TITLE.test(v),
    'Invalid company name.',
  );
  optional(errors, body.title, 'title', (v) => TITLES.includes(v), 'Invalid title.');
  optional(
    errors,
    body.sourceOfWealth,
    'sourceOfWealth',
    (v) => (SOURCES_OF_WEALTH as readonly string[]).includes(v),
    'Invalid source of wealth.',
  );
  optional(
    errors,
    body.nationalityCountryCode,
    'nationalityCountryCode',
    (v) => COUNTRY.test(v),
    'Invalid country.',
  );
  optional(
    errors,
    body.dob,
    'dob',
    (v) => DATE.test(v) && v < new Date().toISOString().slice(0, 10),
    'Invalid date of birth.',
  );
  optional(errors, body.phone_number, 'phone_number', (v) => PHONE.test(v), 'Invalid phone number.');
  optional(errors, body.phone_code, 'phone_code', (v) => /^\+[0-9]{1,4}$/.test(v), 'Invalid phone code.');
  optional(errors, body.email, 'email', (v) => EMAIL.test(v), 'Invalid email address.');
  optional(errors, body.address, 'address', (v) => LATIN.test(v), 'The address must use latin characters.');
  optional(
    errors,
    body.city,
    'city',
    (v) => PERSON_NAME.test(v),
    'Only letters, dashes, apostrophes and spaces.',
  );
  const signature = body.signatureAttachmentId;
  optional(
    errors,
    signature,
    'signatureAttachmentId',
    (v) => db.attachments.get(v)?.user_id === userId,
    'Unknown attachment.',
  );
  if (body.type === 'corporate')
    errors.check(
      !!(body.corporateName ?? old?.corporateName),
      'corporateName',
      'The company name is required.',
    );
  else
    errors.check(
      !!(body.firstName ?? old?.firstName) && !!(body.lastName ?? old?.lastName),
      'firstName',
      'The first and last name are required.',
    );
  errors.throwIfAny();
  const pick = (value: string | null | undefined, before: string | undefined) => value ?? before ?? '';
  return {
    type: body.type,
    corporateName: body.type === 'corporate' ? (body.corporateName ?? old?.corporateName ?? null) : null,
    firstName: pick(body.firstName, old?.firstName),
    lastName: pick(body.lastName, old?.lastName),
    title: pick(body.title, old?.title),
    percentOfShares: body.percentOfShares,
    sourceOfWealth: pick(body.sourceOfWealth, old?.sourceOfWealth),
    sourceOfWealthDescription: pick(body.sourceOfWealthDescription, old?.sourceOfWealthDescription),
    nationalityCountryCode: pick(body.nationalityCountryCode, old?.nationalityCountryCode),
    secondNationalityCountryCode:
      body.secondNationalityCountryCode ?? old?.secondNationalityCountryCode ?? null,
    dob: pick(body.dob, old?.dob),
    phone_number: pick(body.phone_number, old?.phone_number),
    phone_country_code: pick(body.phone_country_code, old?.phone_country_code),
    phone_code: pick(body.phone_code, old?.phone_code),
    governmentIssuedId: pick(body.governmentIssuedId, old?.governmentIssuedId),
    countryCode: body.countryCode,
    address: pick(body.address, old?.address),
    city: pick(body.city, old?.city),
    zipcode: pick(body.zipcode, old?.zipcode),
    status: old?.status ?? 'new',
    email: pick(body.email, old?.email),
    localized_address: body.localized_address ?? old?.localized_address ?? {},
    params: old?.params ?? { document_provided: false },
    isLegalRepresentative: body.isLegalRepresentative ?? old?.isLegalRepresentative ?? false,
    signatureAttachmentId: signature === undefined ? (old?.signatureAttachmentId ?? null) : signature,
  };
}

export function payoutFields(body: MainBody<'createOnboardingPayoutSetting'>): Omit<PayoutSetting, 'id'> {
  const errors = new FieldErrors();
  errors.check(CURRENCY.test(body.currency), 'currency', 'Invalid currency.');
  errors.check(COUNTRY.test(body.country_code), 'country_code', 'Invalid country.');
  errors.check(body.bank_name.length <= 255, 'bank_name', 'The bank name is too long.');
  errors.check(
    PERSON_NAME.test(body.beneficiary_name),
    'beneficiary_name',
    'Only letters, dashes, apostrophes and spaces.',
  );
  optional(
    errors,
    body.account_number,
    'account_number',
    (v) => /^[A-Za-z0-9]{6,24}$/.test(v),
    'The account number has 6 to 24 characters.',
  );
  optional(
    errors,
    body.routing_number,
    'routing_number',
    (v) => /^[0-9]{6,9}$/.test(v),
    'The routing number has 6 to 9 digits.',
  );
  optional(errors, body.iban, 'iban', (v) => isValidIban(v), 'The IBAN is invalid.');
  optional(
    errors,
    body.swift_code,
    'swift_code',
    (v) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v),
    'The SWIFT code is invalid.',
  );
  if (!body.iban)
    errors.check(!!body.account_number, 'account_number', 'An account number or an IBAN is required.');
  errors.throwIfAny();
  return {
    currency: body.currency,
    country_code: body.country_code,
    bank_name: body.bank_name,
    beneficiary_name: body.beneficiary_name,
    iban: body.iban ?? null,
    account_number: body.account_number ?? null,
    routing_number: body.routing_number ?? null,
    swift_code: body.swift_code ?? null,
    status: 'new',
  };
}

/** Next id of an onboarding sub-list (`own_007`, `pos_004`), unique across every onboarding record. */
export function nextSubId(
  db: Db,
  prefix: string,
  list: (row: Onboarding) => readonly { id: string }[],
): string {
  const max = db.onboarding
    .all()
    .flatMap(list)
    .reduce(
      (highest, item) =>
        item.id.startsWith(prefix) ? Math.max(highest, Number(item.id.slice(prefix.length)) || 0) : highest,
      0,
    );
  return `${prefix}${pad(max + 1, 3)}`;
}
