export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Client-side checks before the call; returns i18n keys (auth catalogue) per field. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = 'validation.emailRequired';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'validation.emailInvalid';
  if (!values.password) errors.password = 'validation.passwordRequired';
  return errors;
}
