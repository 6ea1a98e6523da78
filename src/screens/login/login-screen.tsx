import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { safeContinue } from '@/access/safe-continue';
import { ApiError } from '@/api/errors';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { signIn } from '@/session/sign-in';
import { sessionQueryKey } from '@/session/session-query';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { href } from '../../../routes.config';
import { DemoAccounts } from './demo-accounts';
import { validateLogin, type LoginErrors, type LoginValues } from './validate-login';

declare const __DEMO_BACKEND__: boolean;

/** Sign-in with e-mail and password (spec A §2 auth/login). What was typed stays on failure. */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (credentials: LoginValues) => {
    const found = validateLogin(credentials);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await signIn({ email: credentials.email.trim(), password: credentials.password });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await navigate(safeContinue(search.get('continue')) ?? href('index'), { replace: true });
    } catch (error) {
      const status = error instanceof ApiError ? error.statusCode : 500;
      setFormError(status === 401 || status === 422 ? t('errors.invalidCredentials') : tc('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  const field = (name: keyof LoginValues) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Card className="w-full max-w-xl space-y-6 p-6 sm:p-8">
      <h1 className="text-2xl font-semibold">{t('login.title')}</h1>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="login-email">{t('login.email')}</Label>
          <Input type="email" autoComplete="username" dir="ltr" {...field('email')} />
          {errors.email ? (
            <p id="login-email-error" className="text-sm text-destructive">
              {t(errors.email)}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="login-password">{t('login.password')}</Label>
          <Input type="password" autoComplete="current-password" dir="ltr" {...field('password')} />
          {errors.password ? (
            <p id="login-password-error" className="text-sm text-destructive">
              {t(errors.password)}
            </p>
          ) : null}
        </div>
        {formError ? (
          <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {__DEMO_BACKEND__ ? (
        <DemoAccounts
          busy={busy}
          onPick={(email) => {
            const picked = { email, password: DEMO_PASSWORD };
            setValues(picked);
            void submit(picked);
          }}
        />
      ) : null}
    </Card>
  );
}
