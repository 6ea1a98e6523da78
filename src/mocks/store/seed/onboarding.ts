import { applicationStatus } from '../persona-user';
import { PERSONA_ID as P } from '../personas';
import type { ApplicationStatusValue, Attachment, Onboarding, Owned, Owner } from '../types';

export const seedAttachments = (): Owned<Attachment>[] => [
  {
    id: 'att_file_001',
    user_id: P.merchant,
    name: 'certificate-of-incorporation.pdf',
    size: 482_113,
    type: 'application/pdf',
    url: '/demo/files/att_file_001.pdf',
    type_id: 'registration_document',
  },
  {
    id: 'att_file_002',
    user_id: P.merchant,
    name: 'ein-letter.pdf',
    size: 120_774,
    type: 'application/pdf',
    url: '/demo/files/att_file_002.pdf',
    type_id: 'tax_id',
  },
  {
    id: 'att_file_003',
    user_id: P.review,
    name: 'acra-business-profile.pdf',
    size: 301_552,
    type: 'application/pdf',
    url: '/demo/files/att_file_003.pdf',
    type_id: 'company_registration_document',
  },
  {
    id: 'att_file_004',
    user_id: P.rejected,
    name: 'visura-camerale.jpg',
    size: 2_204_800,
    type: 'image/jpeg',
    url: '/demo/files/att_file_004.jpg',
    type_id: 'registration_document',
  },
];

interface Company {
  userId: number;
  status: ApplicationStatusValue;
  name: string;
  country: string;
  city: string;
  address: string;
  postal: string;
  phone: readonly [string, string, string];
  owner: readonly [string, string, string];
  website: string;
  industry: string;
  products: string;
}

const COMPANIES: readonly Company[] = [
  {
    userId: P.merchant,
    status: 'approved',
    name: 'Marquez Coffee Roasters LLC',
    country: 'US',
    city: 'San Francisco',
    address: '1 Market St',
    postal: '94105',
    phone: ['US', '+1', '4155550162'],
    owner: ['Sofia', 'Marquez', 'sofia@marquez-coffee.test'],
    website: 'https://marquez-coffee.test',
    industry: 'ind_food_coffee',
    products: 'Roasted coffee beans, brewing equipment and barista courses',
  },
  {
    userId: P.review,
    status: 'under_review',
    name: 'Raman Analytics Pte. Ltd.',
    country: 'SG',
    city: 'Singapore',
    address: '8 Marina View',
    postal: '018960',
    phone: ['SG', '+65', '81234567'],
    owner: ['Priya', 'Raman', 'priya@raman-analytics.test'],
    website: 'https://raman-analytics.test',
    industry: 'ind_software_saas',
    products: 'Subscription analytics dashboards for retailers',
  },
  {
    userId: P.rejected,
    status: 'rejected',
    name: 'Bellini Imports S.r.l.',
    country: 'IT',
    city: 'Milan',
    address: 'Via Dante 12',
    postal: '20121',
    phone: ['IT', '+39', '3123456789'],
    owner: ['Marco', 'Bellini', 'marco@bellini-imports.test'],
    website: 'https://bellini-imports.test',
    industry: 'ind_retail_wholesale',
    products: 'Imported Italian food and wine sold to shops and restaurants',
  },
];

function owner(c: Company, id: string, shares: number, legalRepresentative: boolean): Owner {
  const [firstName, lastName, email] = c.owner;
  return {
    id,
    type: 'individual',
    corporateName: null,
    firstName,
    lastName,
    title: 'director',
    percentOfShares: shares,
    sourceOfWealth: 'company_profits',
    sourceOfWealthDescription: 'Profits of the company since founding.',
    nationalityCountryCode: c.country,
    secondNationalityCountryCode: null,
    dob: '1986-04-12',
    phone_number: c.phone[2],
    phone_country_code: c.phone[0],
    phone_code: c.phone[1],
    governmentIssuedId: 'X1234567',
    countryCode: c.country,
    address: c.address,
    city: c.city,
    zipcode: c.postal,
    status: c.status === 'approved' ? 'approved' : 'pending',
    email,
    localized_address: { address: c.address, city: c.city, zip: c.postal },
    params: { document_provided: true },
    isLegalRepresentative: legalRepresentative,
    // The representative's uploaded signature: the company's first KYB file.
    signatureAttachmentId: legalRepresentative ? (SIGNATURES[c.userId] ?? null) : null,
  };
}

const SIGNATURES: Partial<Record<number, string>> = {
  [P.merchant]: 'att_file_001',
  [P.review]: 'att_file_003',
  [P.rejected]: 'att_file_004',
};

function filled(c: Company, i: number, attachments: readonly Owned<Attachment>[]): Owned<Onboarding> {
  return {
    id: c.userId,
    user_id: c.userId,
    business_entity: {
      type: 'company',
      attributes: {
        industry: c.industry,
        type: 'company',
        companyName: c.name,
        website: c.website,
        pingbackUrl: `${c.website}/payments/pingback`,
        monthlySalesVolume: '75000',
        countryCode: c.country,
        address: c.address,
        postalCode: c.postal,
        description: 'Specialty goods sold online and in store.',
        products: c.products,
      },
    },
    ubo: [
      owner(c, `own_00${i * 2 + 1}`, 75, true),
      {
        ...owner(c, `own_00${i * 2 + 2}`, 25, false),
        type: 'corporate',
        corporateName: 'Seed Holdings Ltd',
        title: 'shareholder',
      },
    ],
    payout_setting: [
      {
        id: `pos_00${i + 1}`,
        currency: c.country === 'US' ? 'USD' : c.country === 'SG' ? 'SGD' : 'EUR',
        country_code: c.country,
        bank_name: 'First Demo Bank',
        beneficiary_name: c.name,
        iban: null,
        account_number: '000123456789',
        routing_number: c.country === 'US' ? '021000021' : null,
        swift_code: null,
        status: c.status === 'approved' ? 'approved' : 'pending',
      },
    ],
    kyc_document: attachments
      .filter((file) => file.user_id === c.userId)
      .map(({ user_id: _owner, ...file }) => file),
    platform: { name: 'Own website', url: c.website },
    project: { name: c.name, url: c.website, description: 'Online shop with card and wallet payments.' },
    strict_country: c.country,
    businessEntityId: `be_00${i + 1}`,
    application_status: applicationStatus(c.status),
  };
}

export function seedOnboarding(attachments: readonly Owned<Attachment>[]): Owned<Onboarding>[] {
  const empty: Owned<Onboarding> = {
    id: P.onboarding,
    user_id: P.onboarding,
    business_entity: { type: '', attributes: {} },
    ubo: [],
    payout_setting: [],
    kyc_document: [],
    platform: null,
    project: null,
    strict_country: null,
    businessEntityId: null,
    application_status: applicationStatus('not_submitted'),
  };
  return [...COMPANIES.map((c, i) => filled(c, i, attachments)), empty].sort((a, b) => a.id - b.id);
}
