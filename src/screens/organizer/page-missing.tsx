import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileQuestion } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { routeHref } from '@/shell/sidebar/menu-routes';

/** Neither an organiser's event nor a custom event URL: the 404 of spec B §8. */
export function PageMissing() {
  const { t } = useTranslation(['ticketing', 'errors']);
  const home = routeHref('index');
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8">
      <title>{t('errors:server.notFound')}</title>
      <Card role="alert" className="space-y-4 p-6 text-center">
        <FileQuestion aria-hidden className="mx-auto size-8 text-muted-foreground" />
        <h1 className="text-xl font-semibold">{t('errors:server.notFound')}</h1>
        <p className="text-muted-foreground">{t('public.missingHint')}</p>
        {home ? (
          <Button asChild variant="outline">
            <Link to={home}>{t('public.home')}</Link>
          </Button>
        ) : null}
      </Card>
    </div>
  );
}
