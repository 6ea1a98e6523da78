import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Globe } from 'lucide-react';
import { TableBlock } from '@/renderers/table/table-block';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { useSession } from '@/session/session-query';
import { Button } from '@/ui/button';
import { OnboardingCards } from './onboarding-cards';
import { ProcessingSummary } from './processing-summary';

/**
 * /business/home — the merchant's landing: where onboarding stands, the last 30 days of processing and the
 * latest payments (the processing-transactions table file), with the way to the public page.
 */
export default function BusinessHomeScreen() {
  const { t } = useTranslation('public');
  const session = useSession();
  const user = session.data?.user;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('home.title')}</h1>
          {user?.name ? (
            <p className="text-muted-foreground">{t('home.welcome', { name: user.name })}</p>
          ) : null}
        </div>
        <Button asChild variant="outline">
          <Link to={routeHref('business-slug') ?? '/business'}>
            <Globe aria-hidden className="size-4" />
            {t('home.publicPage')}
          </Link>
        </Button>
      </div>
      <OnboardingCards application={user?.processing.application_status} />
      <ProcessingSummary />
      <section aria-labelledby="home-payments" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="home-payments" className="text-lg font-semibold">
            {t('home.payments')}
          </h2>
          <Link
            to={routeHref('processing-reports-transactions') ?? '/processing/reports/transactions'}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('home.allPayments')}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        </div>
        {/* Paging and sorting live in the address as on the reports page, so a reload keeps them. */}
        <TableBlock name="processing-transactions" />
      </section>
    </div>
  );
}
