import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, QrCode, Tags, Ticket, UserCheck } from 'lucide-react';
import { useEventCategories } from '@/api/queries/event-categories';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

const STEPS = [
  { key: 'create', Icon: CalendarPlus },
  { key: 'tickets', Icon: Ticket },
  { key: 'approve', Icon: UserCheck },
  { key: 'checkIn', Icon: QrCode },
] as const;

/**
 * The organiser's first visit to ticketing (/manage-events/onboarding, spec B §2): what it does, the kinds of
 * events it suits (the ticketing service's categories; a failed read just leaves them out, spec B §8), and the
 * way to create the first event.
 */
export default function EventsOnboardingScreen() {
  const { t } = useTranslation('ticketing');
  const categories = useEventCategories();
  const create = routeHref('manage-events-create');
  const list = routeHref('manage-events');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('onboarding.title')}</h1>
        <p className="text-muted-foreground">{t('onboarding.intro')}</p>
      </header>
      <ol className="grid gap-3 sm:grid-cols-2">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key}>
            <Card className="flex h-full gap-3 p-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 space-y-1">
                <h2 className="font-semibold">
                  <span className="sr-only">{`${index + 1}. `}</span>
                  {t(`onboarding.steps.${key}.title`)}
                </h2>
                <p className="text-sm text-muted-foreground">{t(`onboarding.steps.${key}.text`)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      {categories.data && categories.data.length > 0 ? (
        <section aria-labelledby="ticketing-categories" className="space-y-3">
          <h2 id="ticketing-categories" className="flex items-center gap-2 text-lg font-semibold">
            <Tags aria-hidden className="size-5" />
            {t('onboarding.categories')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {categories.data.map((category) => (
              <li key={category.id} className="rounded-full border border-border px-3 py-1 text-sm">
                {category.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {create ? (
          <Button asChild size="lg">
            <Link to={create}>{t('onboarding.start')}</Link>
          </Button>
        ) : null}
        {list ? (
          <Button asChild variant="outline" size="lg">
            <Link to={list}>{t('onboarding.myEvents')}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
