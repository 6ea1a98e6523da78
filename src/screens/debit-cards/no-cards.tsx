import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/**
 * No cards and no way to order one (debit-cards-add is a beta route, spec A §6): sending the person to it would
 * only bounce them home, so the page says why it is empty instead.
 */
export function NoCards() {
  const { t } = useTranslation('debitCards');
  return (
    <Card className="mx-auto max-w-lg space-y-4 p-6 text-center">
      <CreditCard aria-hidden className="mx-auto size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
      <Button asChild variant="outline">
        <Link to={routeHref('index') ?? '/'}>{t('empty.home')}</Link>
      </Button>
    </Card>
  );
}
