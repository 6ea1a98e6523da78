import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from './option-source';

type Purpose = 'identity' | 'address' | 'business';

/** Document types the catalogues name (`verification:documentTypes.<id>`); another shows the server's name. */
const NAMED = new Set([
  'legal_id',
  'passport_legal_id',
  'us_drivers_license',
  'proof_of_address',
  'bank_statement',
]);

/**
 * KYC document types of one purpose from the settings service (GET /api/public/v1/countries/document-types),
 * accepted for the country in `countryField`; the list waits until that field is filled.
 */
export function kycDocumentSource(purpose: Purpose, countryField: string): OptionSource {
  return {
    inputs: ({ formData }) => [formData[countryField]],
    load: async ({ formData }) => {
      const types = (
        await unwrap(
          api.settings.GET('/api/public/v1/countries/document-types', {
            params: { query: { country_code: String(formData[countryField]), purpose } },
          }),
        )
      ).data;
      return types.map((type) => ({
        value: type.id,
        label: NAMED.has(type.id) ? `verification:documentTypes.${type.id}` : type.name,
      }));
    },
  };
}
