import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { captchaToken } from '@/lib/captcha-policy';
import { Button } from '@/ui/button';
import { href } from '../../../routes.config';
import { confirmReset, requestReset } from './auth-calls';
import { failureMessage, fieldFailures, type Shown } from './auth-errors';
import { AuthCard } from './auth-card';
import { FormAlert, useShown } from './message';
import { ResetConfirmForm } from './reset-confirm-form';
import { TextField } from './text-field';
import { validateResetEmail, type ResetValues } from './validate-reset';

type Step = 'email' | 'confirm' | 'done';
const isNoAccount = (shown: Shown) => 'key' in shown && shown.key === 'errors.noAccount';

/**
 * Password reset (spec A §2 auth/reset): e-mail → code and new password → done → sign in. "There's no account
 * associated with this email address" shows at the e-mail field. A bespoke screen, not the generic wizard.
 */
export default function ResetScreen() {
  const { t } = useTranslation('auth');
  const shown = useShown();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ResetValues, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateResetEmail(email);
    setEmailError(problem ? t(problem) : undefined);
    setFormError(undefined);
    if (problem) return;
    setBusy(true);
    try {
      await requestReset(email, await captchaToken('reset'));
      setStep('confirm');
    } catch (error) {
      // A 404 "no account" and a 422 on the e-mail both belong at the e-mail field.
      const message = failureMessage(error);
      const field =
        fieldFailures(error, ['email'] as const).email ?? (isNoAccount(message) ? message : undefined);
      if (field) setEmailError(shown(field));
      else setFormError(shown(message));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (values: ResetValues) => {
    setBusy(true);
    setFormError(undefined);
    setServerErrors({});
    try {
      await confirmReset(email, values.code, values.password, values.confirm);
      setStep('done');
    } catch (error) {
      const fields = fieldFailures(error, ['code', 'password', 'confirm'] as const, {
        password_confirmation: 'confirm',
      });
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, shown(v)])));
      if (Object.keys(fields).length === 0) setFormError(shown(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'done') {
    return (
      <AuthCard title={t('reset.doneTitle')} lead={t('reset.doneLead')}>
        <Button asChild className="w-full">
          <Link to={href('auth-login')}>{t('login.submit')}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (step === 'confirm') {
    return (
      <AuthCard title={t('reset.confirmTitle')} lead={t('reset.confirmLead')}>
        <ResetConfirmForm
          email={email.trim()}
          busy={busy}
          serverErrors={serverErrors}
          formError={formError}
          onSubmit={(values) => void confirm(values)}
          onBack={() => setStep('email')}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      <form noValidate onSubmit={(event) => void sendCode(event)} className="space-y-4">
        <TextField
          id="reset-email"
          label={t('login.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        <FormAlert message={formError} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('reset.sending') : t('reset.send')}
        </Button>
        <Link
          to={href('auth-login')}
          className="block text-center text-sm text-primary underline-offset-4 hover:underline"
        >
          {t('reset.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}
