import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle, CircleDot, XCircle, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import {
  applicationStages,
  canTakePayments,
  type ApplicationStatusView,
  type StageState,
} from './application-stages';

const LOOK: Record<StageState, { icon: LucideIcon; className: string }> = {
  done: { icon: CheckCircle2, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  current: { icon: CircleDot, className: 'border-sky-300 bg-sky-50 text-sky-950' },
  failed: { icon: XCircle, className: 'border-red-200 bg-red-50 text-red-950' },
  todo: { icon: Circle, className: 'border-border text-muted-foreground' },
};

/** The application's stages as cards, and the way to business-profile while it is not approved. */
export function OnboardingCards({ application }: { application: ApplicationStatusView | undefined }) {
  const { t } = useTranslation('public');
  const stages = applicationStages(application);
  const ready = canTakePayments(application);
  const status = application?.status ?? 'not_submitted';
  const action = status === 'rejected' ? 'resubmit' : status === 'not_submitted' ? 'start' : 'details';
  return (
    <section aria-labelledby="home-onboarding" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="home-onboarding" className="text-lg font-semibold">
          {t('home.onboarding')}
        </h2>
        {ready ? null : (
          <Button asChild size="sm">
            <Link to={routeHref('business-profile') ?? '/business-profile'}>
              {t(`home.action.${action}`)}
            </Link>
          </Button>
        )}
      </div>
      {ready ? <p className="text-sm text-muted-foreground">{t('home.ready')}</p> : null}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stages.map(({ stage, state }, index) => {
          const { icon: Icon, className } = LOOK[state];
          return (
            <li key={stage} data-state={state}>
              <Card className={cn('flex h-full items-start gap-3 p-4', className)}>
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
                <div className="min-w-0 text-start">
                  <p className="text-xs">{t('home.step', { number: index + 1 })}</p>
                  <p className="font-medium">{t(`home.stage.${stage}`)}</p>
                  <p className="text-sm">{t(`home.state.${state}`)}</p>
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
