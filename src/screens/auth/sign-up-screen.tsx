import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaToken } from '@/lib/captcha-policy';
import { signUp, verifySignUp } from './auth-calls';
import { failureMessage, fieldFailures, isExpiredCode } from './auth-errors';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { useShown } from './message';
import { SignUpForm, type SignUpFieldErrors } from './sign-up-form';
import { useCompleteSignIn } from './use-complete-sign-in';
import type { SignUpField, SignUpValues } from './validate-sign-up';

const FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'confirm', 'userType', 'country'];
const API_FIELDS: Record<string, SignUpField> = {
  password_confirmation: 'confirm',
  user_type: 'userType',
  country_code: 'country',
};

/**
 * Sign-up (spec A §2 auth/sign-up): the details, then the e-mailed 6-digit code, then signed in. An expired
 * code returns to the first step with the message (spec A §8). A bespoke screen, not the generic wizard.
 */
export default function SignUpScreen() {
  const { t } = useTranslation('auth');
  const shown = useShown();
  const complete = useCompleteSignIn();
  const [values, setValues] = useState<SignUpValues>({
    name: '',
    email: '',
    password: '',
    confirm: '',
    userType: 'personal',
    country: '',
  });
  const [verificationId, setVerificationId] = useState<string>();
  const [serverErrors, setServerErrors] = useState<SignUpFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const register = async () => {
    setBusy(true);
    setFormError(undefined);
    setServerErrors({});
    try {
      setVerificationId(await signUp(values, await captchaToken('sign_up')));
    } catch (error) {
      const fields = fieldFailures(error, FIELDS, API_FIELDS);
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, shown(v)])));
      if (Object.keys(fields).length === 0) setFormError(shown(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  if (verificationId) {
    return (
      <AuthCard title={t('signUp.codeTitle')} lead={t('signUp.codeLead')}>
        <CodeStep
          idPrefix="sign-up"
          email={values.email.trim()}
          backLabel={t('signUp.back')}
          onBack={() => setVerificationId(undefined)}
          onResend={async () => setVerificationId(await signUp(values, await captchaToken('sign_up')))}
          onSubmit={async (code) => {
            try {
              await verifySignUp(verificationId, code);
              await complete();
              return undefined;
            } catch (error) {
              if (isExpiredCode(error)) {
                setVerificationId(undefined);
                setFormError(t('errors.codeExpired'));
                return undefined;
              }
              const field = fieldFailures(error, ['code'] as const).code;
              return shown(field ?? failureMessage(error));
            }
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signUp.title')} lead={t('signUp.lead')}>
      <SignUpForm
        values={values}
        onChange={setValues}
        onSubmit={() => void register()}
        busy={busy}
        serverErrors={serverErrors}
        formError={formError}
      />
    </AuthCard>
  );
}
