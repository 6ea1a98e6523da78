import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { href } from '../../../routes.config';
import type { Refusal } from './oauth-request';

/**
 * A request the dashboard will not go on with: what is wrong, and that nobody is sent anywhere. Only a way
 * home (or to sign in); the application's redirect URL is never followed from here.
 */
export function RefusedCard({ refusal, signedIn }: { refusal: Refusal; signedIn: boolean }) {
  const { t } = useTranslation('oauth');
  return (
    <Card data-testid="oauth-refused" className="w-full max-w-xl space-y-5 p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <ShieldAlert aria-hidden className="mt-1 size-6 shrink-0 text-destructive" />
        <div className="space-y-1.5">
          <h1 className="text-2xl font-semibold">{t('refused.title')}</h1>
          <p role="alert" className="text-sm">
            {t(`refused.${refusal}`)}
          </p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t('refused.notSent')}</p>
      <Button asChild variant="outline" className="w-full">
        <Link to={href(signedIn ? 'index' : 'auth-login')}>
          {signedIn ? t('refused.home') : t('refused.signIn')}
        </Link>
      </Button>
    </Card>
  );
}
