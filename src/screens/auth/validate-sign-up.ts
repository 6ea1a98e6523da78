import { emailProblem, passwordProblem } from './password-rule';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
  userType: 'personal' | 'business';
  country: string;
}

export type SignUpField = keyof SignUpValues;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** Client-side checks of the sign-up form before the call; i18n keys (auth catalogue) per field. */
export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.name.trim()) errors.name = 'validation.nameRequired';
  else if (values.name.trim().length > 191) errors.name = 'validation.nameTooLong';
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  Object.assign(errors, passwordProblem(values.password, values.confirm));
  if (!values.country) errors.country = 'validation.countryRequired';
  return errors;
}
