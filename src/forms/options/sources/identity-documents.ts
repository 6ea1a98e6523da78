import { kycDocumentSource } from '../kyc-documents';

/** The identity documents accepted for the person's nationality (ID card, passport, a US driver's license). */
export const source = kycDocumentSource('identity', 'nationality');
