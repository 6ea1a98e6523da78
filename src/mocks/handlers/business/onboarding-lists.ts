/** Reference lists of the onboarding forms (spec B §3). */
export const TITLES = [
  'director',
  'shareholder',
  'ceo',
  'president',
  'cfo',
  'partner',
  'officer_manager',
  'manager',
  'coo',
  'treasurer',
];
export { SOURCES_OF_WEALTH } from '../../store/seed/reference';
export const DOCUMENT_TYPES = [
  'legal_id',
  'passport_legal_id',
  'proof_of_address',
  'rental_contract',
  'registration_document',
  'tax_id',
  'other_documents',
  'bank_statement',
  'company_registration_document',
  'proof_of_project',
];
export const PHONE = /^\+?(\([0-9]{1,4}\)|[0-9]{1,4})([ .-]?[0-9]{1,6}){0,6}$/;
