import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaToken } from '@/lib/captcha-policy';
import { signIn, verifyLoginOtp } from '@/session/sign-in';
import { failureMessage } from '../auth/auth-errors';
import { AuthCard } from '../auth/auth-card';
import { useShown } from '../auth/message';
import { useCompleteSignIn } from '../auth/use-complete-sign-in';
import { LoginForm } from './login-form';
import { SocialProviders } from './social-providers';
import type { LoginValues } from './validate-login';
// Demo builds only (the branch below is compile-time). The build puts it in a chunk of its own, loaded with
// this screen, so the bench counts it with the demo (vite.config.ts, scripts/bench/chunks.ts).
import { DemoAccounts } from './demo-accounts';
import { Spinner } from '@/ui/spinner';
import { lazyChunk } from '@/lib/lazy-chunk';

/** Only a sign-in that asks for a second factor shows the code step: it loads then. */
const CodeStep = lazyChunk(() => import('../auth/code-step').then((m) => ({ default: m.CodeStep })));

declare const __DEMO_BACKEND__: boolean;

/**
 * Sign-in (spec A §2 auth/login): e-mail and password (captcha-scored as 'login' outside demo mode), then the
 * 6-digit second-factor code when the account has one; social providers; demo accounts in demo mode.
 */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const shown = useShown();
  const complete = useCompleteSignIn();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [secondFactor, setSecondFactor] = useState(false);

  /** Signs in; true when a second factor is now asked for. Throws what the call threw. */
  const login = async (credentials: LoginValues) => {
    const captcha = await captchaToken('login');
    const result = await signIn({
      email: credentials.email.trim(),
      password: credentials.password,
      ...(captcha ? { captcha_token: captcha } : {}),
    });
    return result.second_factor_required;
  };

  const submit = async (credentials: LoginValues) => {
    setBusy(true);
    setFormError(undefined);
    try {
      if (await login(credentials)) setSecondFactor(true);
      else await complete();
    } catch (error) {
      setFormError(shown(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  if (secondFactor) {
    return (
      <AuthCard title={t('otp.title')} lead={t('otp.lead')}>
        <Suspense fallback={<Spinner label={tc('app.loading')} />}>
          <CodeStep
            idPrefix="login-otp"
            email={values.email.trim()}
            backLabel={t('otp.back')}
            onBack={() => setSecondFactor(false)}
            // A new code is sent by signing in again (the server sends one with every second-factor login).
            onResend={async () => void (await login(values))}
            onSubmit={async (code) => {
              try {
                await verifyLoginOtp(code);
                await complete();
                return undefined;
              } catch (error) {
                return shown(failureMessage(error));
              }
            }}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')}>
      <LoginForm
        values={values}
        onChange={setValues}
        onSubmit={(credentials) => void submit(credentials)}
        busy={busy}
        formError={formError}
      />
      {__DEMO_BACKEND__ ? (
        <DemoAccounts
          busy={busy}
          onPick={(picked) => {
            setValues(picked);
            void submit(picked);
          }}
        />
      ) : null}
      {/* Last: the providers arrive with their call, and nothing below them moves when they do. */}
      <SocialProviders />
    </AuthCard>
  );
}
