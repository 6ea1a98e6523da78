/** The Password schema of openapi/main.yaml (spec A §5): 8 to 128 characters, a lowercase, an uppercase, a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,128}$/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** i18n key of the first password problem, or undefined. */
export function passwordProblem(password: string, confirm: string): { password?: string; confirm?: string } {
  if (!password) return { password: 'validation.passwordRequired' };
  if (!PASSWORD_PATTERN.test(password)) return { password: 'validation.passwordRule' };
  if (password !== confirm) return { confirm: 'validation.passwordMismatch' };
  return {};
}

/** i18n key of an e-mail problem, or undefined. */
export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'validation.emailRequired';
  if (!EMAIL_PATTERN.test(email.trim())) return 'validation.emailInvalid';
  return undefined;
}

/** A 6-digit code (spec A §9: OTP length 6). */
export const isCompleteCode = (code: string) => /^\d{6}$/.test(code);
