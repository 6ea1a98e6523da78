import { kycDocumentSource } from '../kyc-documents';

/** The documents that prove where the person lives, accepted for their country of residence. */
export const source = kycDocumentSource('address', 'country_code');
