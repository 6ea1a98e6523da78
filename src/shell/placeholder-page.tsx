import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageSpec } from '@/config/routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { href } from '../../routes.config';

export interface PlaceholderPageProps {
  /** The route's name; its title is `routes:titles.<name>`. */
  routeName: string;
  /** The page kind the route asks for: a generic renderer (form, table, ...) or a bespoke placeholder. */
  kind: Exclude<PageSpec['kind'], 'screen' | 'redirect'>;
  /** The config file (generic pages) or feature (placeholders) the screen will be built from. */
  config: string;
}

/**
 * Stands in for a screen a later issue builds: says which screen this is and that it is coming, with a way
 * home. Never blank and never a 404, so every route of the specs can be opened and tested today.
 */
export function PlaceholderPage({ routeName, kind, config }: PlaceholderPageProps) {
  const { t } = useTranslation('routes');
  const { t: tc } = useTranslation();
  const title = t(`titles.${routeName}`);
  return (
    <div className="grid min-h-[60dvh] place-items-center px-4 py-8">
      <title>{title}</title>
      <Card
        aria-labelledby="placeholder-title"
        data-route-name={routeName}
        data-page-kind={kind}
        data-page-config={config}
        className="w-full max-w-lg space-y-4 p-6 text-center sm:p-8"
      >
        <Construction aria-hidden className="mx-auto size-10 text-muted-foreground" />
        <p className="inline-block rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
          {t('placeholder.badge')}
        </p>
        <h1 id="placeholder-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <p className="text-muted-foreground">{t('placeholder.body', { title })}</p>
        <p className="text-xs text-muted-foreground">
          {t('placeholder.reference')} <code dir="ltr">{routeName}</code>
        </p>
        <Button asChild>
          <Link to={href('index')}>{tc('actions.backHome')}</Link>
        </Button>
      </Card>
    </div>
  );
}
