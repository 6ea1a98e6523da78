import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { href } from '../../../routes.config';
import { listCountries } from './auth-calls';
import { FormAlert } from './message';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from './text-field';
import { validateSignUp, type SignUpErrors, type SignUpValues } from './validate-sign-up';

export type SignUpFieldErrors = Partial<Record<keyof SignUpValues, string>>;

/** Step 1 of sign-up: name, e-mail, password and confirmation, personal or business, country. */
export function SignUpForm({
  values,
  onChange,
  onSubmit,
  busy,
  serverErrors,
  formError,
}: {
  values: SignUpValues;
  onChange: (values: SignUpValues) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Translated field messages from the server (e.g. 'The email has already been taken.'). */
  serverErrors: SignUpFieldErrors;
  formError: string | undefined;
}) {
  const { t, i18n } = useTranslation('auth');
  const [errors, setErrors] = useState<SignUpErrors>({});
  const countries = useQuery({
    queryKey: ['settings', 'countries', i18n.language],
    queryFn: () => listCountries(i18n.language),
    staleTime: Infinity,
  });
  const error = (field: keyof SignUpValues) => (errors[field] ? t(errors[field]) : serverErrors[field]);
  const change = (field: keyof SignUpValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('signUp.accountType')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['personal', 'business'] as const).map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="user_type"
                value={type}
                checked={values.userType === type}
                onChange={() => onChange({ ...values, userType: type })}
              />
              {t(`signUp.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id="sign-up-name"
        label={t('signUp.name')}
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        error={error('name')}
      />
      <TextField
        id="sign-up-email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={values.email}
        onChange={change('email')}
        error={error('email')}
      />
      <NewPasswordFields
        idPrefix="sign-up"
        passwordLabel={t('login.password')}
        values={values}
        onChange={change}
        error={error}
      />
      <div className="space-y-1.5">
        <Label htmlFor="sign-up-country">{t('signUp.country')}</Label>
        <select
          id="sign-up-country"
          value={values.country}
          onChange={change('country')}
          aria-invalid={Boolean(error('country'))}
          aria-describedby={error('country') ? 'sign-up-country-error' : undefined}
          className="h-10 w-full rounded-md border border-border bg-card px-3 text-sm aria-[invalid=true]:border-destructive"
        >
          <option value="">
            {countries.isPending ? t('signUp.countriesLoading') : t('signUp.countryPick')}
          </option>
          {countries.data?.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {error('country') ? (
          <p id="sign-up-country-error" className="text-sm text-destructive">
            {error('country')}
          </p>
        ) : null}
      </div>
      <FormAlert message={formError ?? (countries.isError ? t('signUp.countriesFailed') : undefined)} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('signUp.haveAccount')}{' '}
        <Link to={href('auth-login')} className="text-primary underline underline-offset-4">
          {t('login.submit')}
        </Link>
      </p>
    </form>
  );
}
