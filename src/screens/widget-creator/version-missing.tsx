import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/** Spec B §8: 'The widget version is not found', with the way back to the versions list. */
export function VersionMissing() {
  const { t } = useTranslation(['widgetCreator', 'errors']);
  return (
    <Card role="alert" className="mx-auto max-w-lg space-y-4 p-6 text-center">
      <SearchX aria-hidden className="mx-auto size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{t('errors:server.widgetVersionNotFound')}</h1>
      <p className="text-muted-foreground">{t('editor.missingHelp')}</p>
      <Button asChild>
        <Link to={routeHref('processing-widget-creator-id') ?? '/'}>{t('editor.backToList')}</Link>
      </Button>
    </Card>
  );
}
