import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { Card } from '@/ui/card';
import { CodeStep } from '../auth/code-step';
import { ConsentStep } from './consent-step';
import { DemoClockNote } from './demo-clock-note';
import { canPlanDay, migrationToday, planDay, plannedDay } from './demo-clock';
import { getConsent } from './migration-calls';
import { closedReason, formatEndDate, stepNumber, NUMBERED_STEPS, type Step } from './migration-rules';
import { NotAvailable, Outcome } from './outcome';
import { useMigrationSteps } from './use-migration-steps';
import { PasswordStep } from './password-step';
import { PhoneStep } from './phone-step';

/**
 * Legacy e-wallet migration (spec B §2, §4, §9): consent (or why it is not available), phone, 6-digit code, new
 * password, success; or a refusal that cannot be undone. The server decides whether the flow is open for this
 * account, and the page never starts it after the end date. In the demo the tab may run the page as on the
 * service's last day (demo-clock.ts).
 */
export default function MigrationScreen() {
  const { t, i18n } = useTranslation('migration');
  const [day, setDay] = useState(plannedDay);
  const consent = useQuery({ queryKey: ['migration', 'consent', day ?? 'today'], queryFn: getConsent });
  const [step, setStep] = useState<Step>('consent');
  const flow = useMigrationSteps(setStep, () => void consent.refetch());
  const plan = (next: string | undefined) => {
    planDay(next);
    setDay(next);
    setStep('consent');
  };

  if (consent.isPending) return <PageLoading />;
  if (consent.isError)
    return <PageFailed message={t('errors.loadFailed')} onRetry={() => void consent.refetch()} />;

  const reason = closedReason(consent.data.reason, migrationToday());
  const date = formatEndDate(i18n.language);
  const number = stepNumber(step);
  const heading = number ? t(`${step}.title`) : t('title');

  return (
    <div data-route-name="migration" className="mx-auto w-full max-w-lg space-y-4 p-4 sm:p-6">
      <Card className="space-y-5 p-5 sm:p-6">
        <header className="space-y-1">
          {number ? (
            <p className="text-xs font-medium text-muted-foreground">
              {t('stepOf', { current: number, total: NUMBERED_STEPS.length })}
            </p>
          ) : null}
          <h1 className="text-xl font-semibold">{heading}</h1>
          <p className="text-sm text-muted-foreground">
            {reason === 'service_ended' ? t('endedOn', { date }) : t('endsOn', { date })}
          </p>
        </header>
        {step === 'success' ? (
          <Outcome tone="success" title={t('success.title')}>
            <p>{t('success.body')}</p>
          </Outcome>
        ) : step === 'refused' ? (
          <Outcome tone="refused" title={t('refused.title')}>
            <p>{t('refused.body')}</p>
          </Outcome>
        ) : reason ? (
          <NotAvailable reason={reason} />
        ) : step === 'phone' ? (
          <PhoneStep
            values={flow.phone}
            onChange={flow.setPhone}
            onSubmit={() => void flow.sendPhone()}
            busy={flow.busy}
            serverErrors={flow.fieldErrors}
            formError={flow.formError}
          />
        ) : step === 'code' ? (
          <CodeStep
            idPrefix="migration"
            email={flow.phone.phone}
            onSubmit={flow.confirmCode}
            onResend={flow.resend}
            onBack={() => setStep('phone')}
            backLabel={t('code.back')}
          />
        ) : step === 'password' ? (
          <PasswordStep
            onSubmit={(values) => void flow.setPassword(values)}
            busy={flow.busy}
            serverErrors={flow.fieldErrors}
            formError={flow.formError}
          />
        ) : (
          <ConsentStep onStart={() => setStep('phone')} onRefuse={flow.refuse} />
        )}
      </Card>
      {canPlanDay() && (day || reason === 'service_ended') ? (
        <DemoClockNote plannedDay={day} onPlan={plan} />
      ) : null}
    </div>
  );
}
