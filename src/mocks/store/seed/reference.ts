import { makeIban } from '../iban';
import type {
  AdditionalParams,
  BankAccount,
  KycDocumentType,
  LegalEntity,
  Social,
  SupportedLanguage,
} from '../types';

/** Spec B §3 source-of-wealth list; transfers offer the same values as sources of funds. */
export const SOURCES_OF_WEALTH = [
  'salary',
  'personal_savings',
  'property_sale_proceeds',
  'gift',
  'company_profits',
  'rent_income',
  'company_sale',
  'pension',
  'inheritance',
  'investment_income',
  'business_income',
  'family_business_support',
] as const;

const REGULATION =
  'is authorised as an electronic money institution and safeguards customer funds in segregated accounts. ' +
  'Electronic money is not covered by a deposit guarantee scheme.';

export const seedEntities = (): LegalEntity[] => [
  {
    id: 1,
    name: 'FPLTD',
    long_name: 'FastPay Ltd',
    long_regulation: `FastPay Ltd (company no. 10230456) ${REGULATION}`,
    business_term_of_service_url: 'https://demo.test/legal/ltd/business-terms',
    personal_term_of_service_url: 'https://demo.test/legal/ltd/personal-terms',
  },
  {
    id: 2,
    name: 'FPINC',
    long_name: 'FastPay Inc.',
    long_regulation: `FastPay Inc. (NMLS ID 2104567) ${REGULATION}`,
    business_term_of_service_url: 'https://demo.test/legal/inc/business-terms',
    personal_term_of_service_url: 'https://demo.test/legal/inc/personal-terms',
  },
  {
    id: 3,
    name: 'FPUAB',
    long_name: 'FastPay UAB',
    long_regulation: `FastPay UAB (code 305611945), licensed by the Bank of Lithuania, ${REGULATION}`,
    business_term_of_service_url: 'https://demo.test/legal/uab/business-terms',
    personal_term_of_service_url: 'https://demo.test/legal/uab/personal-terms',
  },
];

/** The 13 interface languages of spec A §1, named in their own language. */
export const seedSupportedLanguages = (): SupportedLanguage[] => [
  { code: 'en', name: 'English' },
  { code: 'ar_EG', name: 'العربية' },
  { code: 'ceb', name: 'Cebuano' },
  { code: 'es_CO', name: 'Español' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'ko', name: '한국어' },
  { code: 'lt', name: 'Lietuvių' },
  { code: 'pt_BR', name: 'Português' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'zh_Hans_CN', name: '简体中文' },
];

export const seedSocials = (): Social[] =>
  (['google', 'apple', 'facebook'] as const).map((name) => ({
    name,
    redirect_url: `/ajax/api/v2/auth/socials/${name}/redirect`,
  }));

const KYC: readonly (readonly [string, string, 1 | 2, KycDocumentType['purpose']])[] = [
  ['legal_id', 'ID card', 2, 'identity'],
  ['passport_legal_id', 'Passport', 1, 'identity'],
  ['proof_of_address', 'Proof of address', 1, 'address'],
  ['rental_contract', 'Rental contract (proof of trading address)', 1, 'business'],
  ['registration_document', 'Registration document', 1, 'business'],
  ['tax_id', 'Tax ID', 1, 'business'],
  ['other_documents', 'Other documents', 1, 'business'],
  ['bank_statement', 'Bank statement', 1, 'address'],
  ['company_registration_document', 'Company registration document', 1, 'business'],
  ['proof_of_project', 'Proof of project', 1, 'business'],
];

export const seedKycDocumentTypes = (): KycDocumentType[] => [
  ...KYC.map(([id, name, sides, purpose]) => ({ id, name, sides, purpose })),
  { id: 'us_drivers_license', name: "Driver's license", country_code: 'US', sides: 2, purpose: 'identity' },
];

const named = (ids: readonly string[]) =>
  ids.map((id) => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1).replace(/_/g, ' ') }));

export const seedAdditionalParams = (): AdditionalParams[] => [
  {
    id: 'default',
    reasons: named([
      'business_payment',
      'supplier_payment',
      'payroll',
      'family_support',
      'gift',
      'salary',
      'rent',
      'goods_and_services',
      'education',
      'travel',
      'savings',
      'other',
    ]),
    relationships: named([
      'self',
      'family',
      'friend',
      'employee',
      'employer',
      'business_partner',
      'customer',
      'supplier',
      'other',
    ]),
    source_of_funds: named([...SOURCES_OF_WEALTH]),
    // Spec A §9: description max 105 characters, latin letters, spaces and hyphens.
    validations: { description: '^[A-Za-z -]{0,105}$' },
  },
];

export const seedSanalparaBankAccounts = (): BankAccount[] => [
  {
    id: 'ba_001',
    bank_name: 'Ziraat Bankası',
    iban: makeIban('TR', '0001000201234567890123'),
    currency: 'TRY',
    holder_name: 'Sanal Para Elektronik Para A.Ş.',
  },
  {
    id: 'ba_002',
    bank_name: 'Garanti BBVA',
    iban: makeIban('TR', '0006200000100006298765'),
    currency: 'TRY',
    holder_name: 'Sanal Para Elektronik Para A.Ş.',
  },
  {
    id: 'ba_003',
    bank_name: 'İş Bankası',
    iban: makeIban('TR', '0006400000110001234567'),
    currency: 'USD',
    holder_name: 'Sanal Para Elektronik Para A.Ş.',
  },
  {
    id: 'ba_004',
    bank_name: 'Akbank',
    iban: makeIban('TR', '0004600123888000012345'),
    currency: 'EUR',
    holder_name: 'Sanal Para Elektronik Para A.Ş.',
  },
];
