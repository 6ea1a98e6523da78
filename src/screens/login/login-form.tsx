import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { href } from '../../../routes.config';
import { FormAlert } from '../auth/message';
import { TextField } from '../auth/text-field';
import { validateLogin, type LoginErrors, type LoginValues } from './validate-login';

/**
 * The e-mail and password form. What was typed stays on failure (the values live in the parent across steps).
 */
export function LoginForm({
  values,
  onChange,
  onSubmit,
  busy,
  formError,
}: {
  values: LoginValues;
  onChange: (values: LoginValues) => void;
  onSubmit: (values: LoginValues) => void;
  busy: boolean;
  formError: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<LoginErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const change = (name: keyof LoginValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [name]: event.target.value });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        dir="ltr"
        label={t('login.email')}
        value={values.email}
        onChange={change('email')}
        error={errors.email ? t(errors.email) : undefined}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        dir="ltr"
        label={t('login.password')}
        value={values.password}
        onChange={change('password')}
        error={errors.password ? t(errors.password) : undefined}
      />
      <div className="text-end text-sm">
        <Link to={href('auth-reset')} className="text-primary underline-offset-4 hover:underline">
          {t('login.forgot')}
        </Link>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Link to={href('auth-sign-up')} className="text-primary underline-offset-4 hover:underline">
          {t('login.signUp')}
        </Link>
      </p>
    </form>
  );
}
