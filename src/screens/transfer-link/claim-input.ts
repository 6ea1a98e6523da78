import { ApiError } from '@/api/errors';

/** The security code is 4 to 6 digits (openapi claimTransferLink). */
export const CODE_MIN = 4;
export const CODE_MAX = 6;

/** Keeps what a person types as digits only, never longer than a code can be. */
export const cleanCode = (value: string): string => value.replace(/\D/g, '').slice(0, CODE_MAX);

/** The key of the message at the field, or null when the code may be sent. */
export function codeProblem(code: string): 'codeRequired' | 'codeFormat' | null {
  if (code === '') return 'codeRequired';
  return new RegExp(`^[0-9]{${CODE_MIN},${CODE_MAX}}$`).test(code) ? null : 'codeFormat';
}

/**
 * What a refused claim means for the page: a wrong code stays at the field (the page then reloads the link for
 * the attempts left); a lock (423) or a link that closed meanwhile shows its status page; anything else is a
 * general failure with the server's words.
 */
export type ClaimFailure = 'wrongCode' | 'blocked' | 'closed' | 'other';

export function claimFailure(error: unknown): ClaimFailure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.statusCode === 423 || error.code === 'blocked') return 'blocked';
  if (error.statusCode === 422 && error.errors?.security_code) return 'wrongCode';
  if (error.statusCode === 422 && ['claimed', 'expired', 'rejected', 'failed'].includes(error.code ?? ''))
    return 'closed';
  return 'other';
}
