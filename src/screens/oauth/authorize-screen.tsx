import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/i18n/intl-cache';
import { toBcp47 } from '@/i18n/languages';
import { useSignOut } from '@/session/use-sign-out';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { href } from '../../../routes.config';
import { AppIdentity } from './app-identity';
import { decide } from './oauth-calls';
import { refusalOf, requestSearch, type Refusal } from './oauth-request';
import { RefusedCard } from './refused-card';
import { RequestView, type RequestContext } from './request-view';
import { ScopeList } from './scope-list';

export const textNamespaces = ['oauth'];

type Decision = 'approve' | 'deny';

/**
 * auth/oauth/authorize (spec A §2): the signed-in person sees the application and the access it asks for, and
 * allows or denies it. Either answer sends the browser to the application's registered redirect URL (query
 * string and anchor removed, spec A §5) with a code and the state, or with error=access_denied.
 */
export default function AuthorizeScreen() {
  return <RequestView>{(context) => <Consent {...context} />}</RequestView>;
}

function Consent({ request, client, email }: RequestContext) {
  const { t, i18n } = useTranslation('oauth');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [busy, setBusy] = useState<Decision>();
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  if (refusal) return <RefusedCard refusal={refusal} signedIn />;

  const answer = async (decision: Decision) => {
    setBusy(decision);
    setFailed(false);
    try {
      const target = await decide(request, decision);
      setLeaving(true);
      window.location.assign(target);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      else setFailed(true);
      setBusy(undefined);
    }
  };

  const switchAccount = async () => {
    const consent = `${href('auth-oauth-authorize')}${requestSearch(request)}`;
    await signOut({ stay: true });
    await navigate(`${href('auth-login')}?${new URLSearchParams({ continue: consent }).toString()}`, {
      replace: true,
    });
  };

  const since =
    client.connected_at &&
    dateTimeFormat(toBcp47(i18n.language), { dateStyle: 'medium' }).format(new Date(client.connected_at));
  const locked = Boolean(busy) || leaving;

  return (
    <Card data-testid="oauth-consent" className="w-full max-w-xl space-y-6 p-6 sm:p-8">
      <AppIdentity client={client} />
      <div className="space-y-1.5">
        <h1 className="text-2xl font-semibold">{t('consent.title', { app: client.name })}</h1>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span>{t('consent.signedInAs', { email })}</span>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            disabled={locked}
            onClick={() => void switchAccount()}
          >
            {t('consent.switchAccount')}
          </Button>
        </p>
      </div>
      {since ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          {t('consent.alreadyConnected', { app: client.name, date: since })}
        </p>
      ) : null}
      <ScopeList client={client} />
      <p className="text-sm text-muted-foreground">
        {t('consent.redirectNote', { app: client.name, host: `\u2066${client.redirect_host}\u2069` })}
      </p>
      {failed ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {t('errors.decisionFailed')}
        </p>
      ) : null}
      {leaving ? (
        <p role="status" className="text-sm font-medium">
          {t('consent.leaving', { app: client.name })}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={locked} onClick={() => void answer('deny')}>
          {busy === 'deny' ? t('consent.denying') : t('consent.deny')}
        </Button>
        <Button disabled={locked} onClick={() => void answer('approve')}>
          {busy === 'approve' ? t('consent.allowing') : t('consent.allow')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('consent.revokeNote', { app: client.name })}</p>
    </Card>
  );
}
