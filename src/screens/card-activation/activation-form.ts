/**
 * The physical card activation form (spec A §3: pan, cvv, and the new and confirm password saved from the
 * identity-check step; §9: 16-digit card mask, 6-digit code). Pure: messages are text keys of cardActivation.
 */
import { luhn } from '@/forms/rules/banking';
import { maskLength } from '@/lib/masks';
import type { IdentityDraft } from '@/screens/card-identity/identity-password-rules';

export type DetailField = 'pan' | 'cvv';
export type ActivationField = DetailField | 'second_factor_code';

export interface CardDetails {
  /** Digits only; the field shows them 4 by 4. */
  pan: string;
  cvv: string;
  code: string;
}

export const EMPTY_DETAILS: CardDetails = { pan: '', cvv: '', code: '' };
export const CODE_LENGTH = 6;
export const PAN_LENGTH = maskLength('card16');
/** A new code may be asked for a minute after the last one (as on the sign-up code step). */
export const RESEND_AFTER_SECONDS = 60;

/** Continue is offered only once the code has exactly 6 digits (spec A §3, §9). */
export const codeComplete = (code: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/** The first problem of the card number and of the CVV, as text keys. */
export function detailErrors(details: CardDetails): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {};
  if (details.pan === '') errors.pan = 'activation.errors.panRequired';
  else if (details.pan.length !== PAN_LENGTH) errors.pan = 'activation.errors.panLength';
  else if (!luhn(details.pan)) errors.pan = 'activation.errors.panInvalid';
  if (details.cvv === '') errors.cvv = 'activation.errors.cvvRequired';
  else if (!/^\d{3,4}$/.test(details.cvv)) errors.cvv = 'activation.errors.cvvLength';
  return errors;
}

/** The body of POST /api/v2/issuing/cards/{public_id}/activate. */
export const activationBody = (details: CardDetails, password: IdentityDraft) => ({
  pan: details.pan,
  cvv: details.cvv,
  second_factor_code: details.code,
  new_password: password.new_password,
  confirm_password: password.confirm_password,
});

export type ActivationFailure =
  | { kind: 'code'; message: string }
  | { kind: 'notice'; message: string; fields: Partial<Record<DetailField, string>> };

/**
 * Where a refused activation is shown (spec A §7): a message about the OTP goes to the code field; anything
 * else is a notice titled 'Activate card unsuccessful' with the server message, and the server's words about
 * the card number or CVV also sit at those fields.
 */
export function activationFailure(
  message: string,
  errors: Record<string, string[]> | undefined,
): ActivationFailure {
  const codeMessage = errors?.second_factor_code?.[0];
  if (/\botp\b/i.test(message) || codeMessage) return { kind: 'code', message: codeMessage ?? message };
  const fields: Partial<Record<DetailField, string>> = {};
  for (const field of ['pan', 'cvv'] as const) {
    const text = errors?.[field]?.[0];
    if (text) fields[field] = text;
  }
  return { kind: 'notice', message, fields };
}
