import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { href } from '../../../routes.config';
import { AppIdentity } from './app-identity';
import { requestSearch } from './oauth-request';
import { RequestView } from './request-view';
import { ScopeList } from './scope-list';

export const textNamespaces = ['oauth'];

/** A sign-in or sign-up page that comes back to the consent page afterwards (safe `continue`, a same-origin path). */
const via = (route: 'auth-login' | 'auth-sign-up', consent: string) =>
  `${href(route)}?${new URLSearchParams({ continue: consent }).toString()}`;

/**
 * auth/oauth/connect, and auth/connect which leads here (spec A §2): the public page a third-party application
 * links to. It shows the application and what it asks for before anyone signs in; a signed-out visitor signs in
 * or creates an account and comes back to the consent page, a signed-in one goes straight on to it.
 */
export default function ConnectScreen() {
  const { t } = useTranslation('oauth');
  return (
    <RequestView>
      {({ request, client, email }) => {
        const consent = `${href('auth-oauth-authorize')}${requestSearch(request)}`;
        return (
          <Card data-testid="oauth-connect" className="w-full max-w-xl space-y-6 p-6 sm:p-8">
            <AppIdentity client={client} />
            <div className="space-y-1.5">
              <h1 className="text-2xl font-semibold">{t('connect.title', { app: client.name })}</h1>
              <p className="text-sm text-muted-foreground">
                {email
                  ? t('connect.leadSignedIn', { app: client.name })
                  : t('connect.lead', { app: client.name })}
              </p>
            </div>
            <ScopeList client={client} />
            <div className="flex flex-col gap-3">
              {email ? (
                <Button asChild className="w-full">
                  <Link to={consent}>{t('connect.continueAs', { email })}</Link>
                </Button>
              ) : (
                <>
                  <Button asChild className="w-full">
                    <Link to={via('auth-login', consent)}>{t('connect.signIn')}</Link>
                  </Button>
                  <Button asChild variant="outline" className="w-full">
                    <Link to={via('auth-sign-up', consent)}>{t('connect.signUp')}</Link>
                  </Button>
                </>
              )}
            </div>
            <p className="text-xs text-muted-foreground">
              {t('connect.nothingShared', { app: client.name })}
            </p>
          </Card>
        );
      }}
    </RequestView>
  );
}
