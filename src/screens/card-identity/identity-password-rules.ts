/**
 * The identity-check password's rules (spec A §9: 6 to 128 letters and digits; the confirmation must match).
 * Pure: every answer is a text key of the cardActivation namespace, so the form shows it in the person's
 * language at the field it belongs to.
 */
export const IDENTITY_PASSWORD_LENGTH = { min: 6, max: 128 } as const;

export type IdentityField = 'new_password' | 'confirm_password';
export type IdentityDraft = Record<IdentityField, string>;
export type IdentityErrors = Partial<Record<IdentityField, string>>;

export const EMPTY_IDENTITY_DRAFT: IdentityDraft = { new_password: '', confirm_password: '' };

/** What is wrong with one password, or undefined. */
export function passwordProblem(value: string): string | undefined {
  if (value === '') return 'identity.errors.required';
  if (value.length < IDENTITY_PASSWORD_LENGTH.min) return 'identity.errors.tooShort';
  if (value.length > IDENTITY_PASSWORD_LENGTH.max) return 'identity.errors.tooLong';
  // The card network takes Latin letters and digits only (the server's rule is the same).
  if (!/^[A-Za-z0-9]+$/.test(value)) return 'identity.errors.alphanumeric';
  return undefined;
}

/** Each field's first problem; the confirmation is compared only once it is a valid password itself. */
export function identityErrors(draft: IdentityDraft): IdentityErrors {
  const errors: IdentityErrors = {};
  const first = passwordProblem(draft.new_password);
  if (first) errors.new_password = first;
  const second =
    passwordProblem(draft.confirm_password) ??
    (draft.confirm_password !== draft.new_password ? 'identity.errors.mismatch' : undefined);
  if (second) errors.confirm_password = second;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/**
 * The server's field errors for the fields a form shows (the first message of each); the rest stay out, for
 * the caller to put in a notice.
 */
export function fieldErrorsOf<F extends string>(
  errors: Record<string, string[]> | undefined,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const placed: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = errors?.[field]?.[0];
    if (message) placed[field] = message;
  }
  return placed;
}
