import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockKeyhole, SearchX } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed } from '@/renderers/page-state';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { publicPageFailure } from './public-page-state';

interface Props {
  error: unknown;
  onRetry: () => void;
  /** Text keys of the `public` namespace for the not-found card. */
  notFoundTitle: string;
  notFoundBody: string;
}

/** Why a public page has nothing to show: not found, sign in first, or a failed call with a retry. */
export function PublicPageFailureView({ error, onRetry, notFoundTitle, notFoundBody }: Props) {
  const { t } = useTranslation(['public', 'errors']);
  const location = useLocation();
  const kind = publicPageFailure(error);
  if (kind === 'failed') return <PageFailed message={apiErrorText(error, t)} onRetry={onRetry} />;
  const login = `${routeHref('auth-login') ?? '/auth/login'}?continue=${encodeURIComponent(location.pathname)}`;
  const Icon = kind === 'not-found' ? SearchX : LockKeyhole;
  return (
    <Card role="alert" className="mx-auto max-w-lg space-y-3 p-6 text-center">
      <Icon aria-hidden className="mx-auto size-8 text-muted-foreground" />
      <h1 className="text-lg font-semibold">
        {kind === 'not-found' ? t(notFoundTitle) : t('public:common.signInTitle')}
      </h1>
      <p className="text-muted-foreground">
        {kind === 'not-found' ? t(notFoundBody) : t('public:common.signInBody')}
      </p>
      {kind === 'sign-in' ? (
        <Button asChild>
          <Link to={login}>{t('public:common.signIn')}</Link>
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to={routeHref('home') ?? '/'}>{t('public:common.goHome')}</Link>
        </Button>
      )}
    </Card>
  );
}
