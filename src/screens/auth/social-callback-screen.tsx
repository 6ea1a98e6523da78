import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { socialLogin, socialLoginOtp, type SocialCallback } from '@/session/social';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { href } from '../../../routes.config';
import { failureMessage } from './auth-errors';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { FormAlert, useShown } from './message';
import { useCompleteSignIn } from './use-complete-sign-in';

type State = { kind: 'working' } | { kind: 'otp'; email: string } | { kind: 'failed'; message: string };

/** The provider data of the callback address; undefined without a provider or any credential. */
function callbackOf(search: URLSearchParams): SocialCallback | undefined {
  const provider = search.get('provider');
  const pick = (name: string) => search.get(name) || undefined;
  const [code, state, token] = [pick('code'), pick('state'), pick('token')];
  if (!provider || (!code && !token)) return undefined;
  return { provider, ...(code && { code }), ...(state && { state }), ...(token && { token }) };
}

/**
 * auth/socials/callback (spec A §2, §7): posts the provider's data with version 2; signed in → where the user
 * was heading; an e-mail check → the code step (social-login-otp); a failure → the server's message and a way
 * back to login.
 */
export default function SocialCallbackScreen() {
  const { t } = useTranslation('auth');
  const shown = useShown();
  const complete = useCompleteSignIn();
  const [search] = useSearchParams();
  const [callback] = useState(() => callbackOf(search));
  const [state, setState] = useState<State>(() =>
    callback ? { kind: 'working' } : { kind: 'failed', message: t('social.missingData') },
  );
  const started = useRef(false);

  useEffect(() => {
    // One exchange per visit: a provider code is good once (StrictMode runs effects twice in development).
    if (started.current || !callback) return;
    started.current = true;
    socialLogin(callback)
      .then((outcome) => (outcome.kind === 'otp' ? setState(outcome) : complete()))
      .catch((error: unknown) => setState({ kind: 'failed', message: shown(failureMessage(error)) ?? '' }));
  }, [callback, complete, shown]);

  if (state.kind === 'otp') {
    return (
      <AuthCard title={t('otp.title')} lead={t('social.otpLead')}>
        <CodeStep
          idPrefix="social-otp"
          email={state.email}
          backLabel={t('reset.backToLogin')}
          onBack={() => window.location.assign(href('auth-login'))}
          onSubmit={async (code) => {
            try {
              await socialLoginOtp(state.email, code);
              await complete();
              return undefined;
            } catch (error) {
              return shown(failureMessage(error));
            }
          }}
        />
      </AuthCard>
    );
  }
  if (state.kind === 'failed') {
    return (
      <AuthCard title={t('social.failedTitle')}>
        <FormAlert message={state.message} />
        <Button asChild className="w-full">
          <Link to={href('auth-login')}>{t('reset.backToLogin')}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('social.working')}>
      <div className="flex justify-center py-4">
        <Spinner label={t('social.working')} />
      </div>
    </AuthCard>
  );
}
