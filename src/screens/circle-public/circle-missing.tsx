import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileQuestion } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { href } from '../../../routes.config';

/** An address of a circle that does not exist (or no longer does): say so and offer the way home. */
export function CircleMissing() {
  const { t } = useTranslation('accounts');
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8">
      <title>{t('circlePublic.missingTitle')}</title>
      <Card role="alert" className="space-y-4 p-6 text-center">
        <FileQuestion aria-hidden className="mx-auto size-8 text-muted-foreground" />
        <h1 className="text-xl font-semibold">{t('circlePublic.missingTitle')}</h1>
        <p className="text-muted-foreground">{t('circlePublic.missingBody')}</p>
        <Button asChild variant="outline">
          <Link to={href('index')}>{t('circlePublic.home')}</Link>
        </Button>
      </Card>
    </div>
  );
}
