import { emailProblem, isCompleteCode, passwordProblem } from './password-rule';

export interface ResetValues {
  code: string;
  password: string;
  confirm: string;
}
export type ResetErrors = Partial<Record<keyof ResetValues, string>>;

/** Step 1: the e-mail; an i18n key or undefined. */
export const validateResetEmail = (email: string) => emailProblem(email);

/** Step 2: the 6-digit code and the new password twice; i18n keys per field. */
export function validateResetConfirm(values: ResetValues): ResetErrors {
  const errors: ResetErrors = {};
  if (!isCompleteCode(values.code)) errors.code = 'validation.codeRequired';
  Object.assign(errors, passwordProblem(values.password, values.confirm));
  return errors;
}
