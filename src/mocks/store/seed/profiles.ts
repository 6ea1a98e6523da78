import { PERSONA_ID as P } from '../personas';
import type { Attachment, MerchantPublicProfile, Owned } from '../types';

type Fields = Omit<MerchantPublicProfile, 'localized_address'>;
const profile = (userId: number, f: Fields): Owned<MerchantPublicProfile> => ({
  user_id: userId,
  ...f,
  localized_address: f.address ? { address: f.address, city: f.city, zip: f.postalCode } : {},
});

/** bp_001 is merchant@'s one active profile; every business main account has exactly one active profile. */
export const seedPublicProfiles = (): Owned<MerchantPublicProfile>[] => [
  profile(P.merchant, {
    id: 'bp_001',
    is_active: true,
    business_name: 'Marquez Coffee Roasters',
    description: 'Small-batch specialty coffee roasted in San Francisco.',
    website_url: 'https://marquez-coffee.test',
    country_code: 'US',
    phone_country_code: 'US',
    phone_number: '4155550162',
    address: '1 Market St',
    city: 'San Francisco',
    postalCode: '94105',
    logo: '/demo/logos/marquez.png',
  }),
  profile(P.merchant, {
    id: 'bp_002',
    is_active: false,
    business_name: 'Marquez Wholesale',
    description: 'Green and roasted beans for cafés.',
    website_url: 'https://wholesale.marquez-coffee.test',
    country_code: 'US',
    phone_country_code: 'US',
    phone_number: '4155550163',
    address: '55 Bay St',
    city: 'Oakland',
    postalCode: '94607',
    logo: null,
  }),
  profile(P.onboarding, {
    id: 'bp_003',
    is_active: true,
    business_name: "O'Connor Crafts",
    description: '',
    website_url: '',
    country_code: 'IE',
    phone_country_code: 'IE',
    phone_number: '851234567',
    address: '',
    city: '',
    postalCode: '',
    logo: null,
  }),
  profile(P.review, {
    id: 'bp_004',
    is_active: true,
    business_name: 'Raman Analytics',
    description: 'Data dashboards for retailers.',
    website_url: 'https://raman-analytics.test',
    country_code: 'SG',
    phone_country_code: 'SG',
    phone_number: '81234567',
    address: '8 Marina View',
    city: 'Singapore',
    postalCode: '018960',
    logo: null,
  }),
  profile(P.rejected, {
    id: 'bp_005',
    is_active: true,
    business_name: 'Bellini Imports',
    description: 'Italian food imports.',
    website_url: 'https://bellini-imports.test',
    country_code: 'IT',
    phone_country_code: 'IT',
    phone_number: '3123456789',
    address: 'Via Dante 12',
    city: 'Milan',
    postalCode: '20121',
    logo: null,
  }),
];

/**
 * Files personal users have uploaded for their own verification (KYC), beside the business KYB files of
 * onboarding: newbie@ has scanned a passport and a utility bill but not submitted them yet (the verification
 * examples of openapi/main.yaml use them).
 */
export const seedKycAttachments = (): Owned<Attachment>[] => [
  {
    id: 'att_file_005',
    user_id: P.newbie,
    name: 'passport-scan.jpg',
    size: 1_048_576,
    type: 'image/jpeg',
    url: '/demo/files/att_file_005.jpg',
  },
  {
    id: 'att_file_006',
    user_id: P.newbie,
    name: 'utility-bill.pdf',
    size: 204_800,
    type: 'application/pdf',
    url: '/demo/files/att_file_006.pdf',
  },
];
