import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle, CircleDot, XCircle, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
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

/** The application's stages as cards (spec B §4 application stages). */
export function OnboardingCards({ application }: { application: ApplicationStatusView | undefined }) {
  const { t } = useTranslation('public');
  const stages = applicationStages(application);
  const ready = canTakePayments(application);
  return (
    <section aria-labelledby="home-onboarding" className="space-y-3">
      {/* The way to business-profile is the verification banner above every page (shell), not a second button. */}
      <h2 id="home-onboarding" className="text-lg font-semibold">
        {t('home.onboarding')}
      </h2>
      {ready ? <p className="text-sm text-muted-foreground">{t('home.ready')}</p> : null}
      <ol className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stages.map(({ stage, state }, index) => {
          const { icon: Icon, className } = LOOK[state];
          return (
            <li key={stage} data-state={state}>
              <Card
                className={cn('flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:gap-3', className)}
              >
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
