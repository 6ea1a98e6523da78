import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { translateServerMessage } from '@/i18n/server-messages';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { notice } from '@/ui/notices';
import { ResendCountdown } from '@/forms/otp/resend-countdown';
import { IdentityPasswordPanel } from '@/screens/card-identity/identity-password-panel';
import type { IdentityDraft } from '@/screens/card-identity/identity-password-rules';
import { useActivateCard, useGenerateOtp } from './activation-calls';
import {
  activationFailure,
  EMPTY_DETAILS,
  RESEND_AFTER_SECONDS,
  type ActivationField,
  type CardDetails,
} from './activation-form';
import { CardDetailsStep } from './card-details-step';
import { StepList } from './step-list';

/** Spec A §4: the notification after a successful activation comes 500 ms later. */
export const ACTIVATED_NOTICE_DELAY_MS = 500;

/**
 * The physical card activation wizard (spec A §3, §4): step 1 the identity-check password (kept, or changed),
 * and leaving it sends the 6-digit code; step 2 card number, CVV and the code. Both steps stay mounted, so Back
 * and Continue lose nothing typed.
 */
export function ActivationWizard({ cardId }: { cardId: string }) {
  const { t } = useTranslation(['cardActivation', 'errors']);
  const navigate = useNavigate();
  const otp = useGenerateOtp();
  const activate = useActivateCard(cardId);
  const [step, setStep] = useState<1 | 2>(1);
  const [password, setPassword] = useState<IdentityDraft | undefined>();
  const [details, setDetails] = useState<CardDetails>(EMPTY_DETAILS);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ActivationField, string>>>({});
  // Each code sent starts the resend countdown afresh (step 2 stays mounted, so it is keyed on this).
  const [codesSent, setCodesSent] = useState(0);

  const leaveIdentityStep = (chosen: IdentityDraft) => {
    setPassword(chosen);
    otp.mutate(undefined, {
      onSuccess: () => {
        notice.success(t('activation.codeSent'));
        setCodesSent((count) => count + 1);
        setStep(2);
      },
      onError: () => notice.error(t('activation.otpFailed')),
    });
  };

  const resend = async () => {
    try {
      await otp.mutateAsync();
      notice.success(t('activation.codeSent'));
    } catch (error) {
      notice.error(t('activation.otpFailed'));
      throw error;
    }
  };

  const send = () => {
    if (!password) return setStep(1);
    activate.mutate(
      { details, password },
      {
        onSuccess: () => {
          void navigate(routeHref('debit-cards-slug-settings', { slug: cardId }) ?? '/');
          window.setTimeout(
            () =>
              notice.success(t('activation.activated'), {
                action: { label: t('viewAccount'), onClick: () => void navigate(routeHref('index') ?? '/') },
              }),
            ACTIVATED_NOTICE_DELAY_MS,
          );
        },
        onError: (error) => {
          const failure = activationFailure(
            error.message,
            error instanceof ApiError ? error.errors : undefined,
          );
          if (failure.kind === 'code')
            return setServerErrors({ second_factor_code: translateServerMessage(failure.message, t) });
          setServerErrors(
            Object.fromEntries(
              Object.entries(failure.fields).map(([field, text]) => [field, translateServerMessage(text, t)]),
            ),
          );
          notice.dismissAll();
          notice.error(t('activation.failed'), { description: apiErrorText(error, t) });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <StepList current={step} />
      <section hidden={step !== 1} aria-labelledby="activation-step-1" className="space-y-4">
        <h2 id="activation-step-1" className="text-lg font-semibold">
          {t('activation.stepIdentity')}
        </h2>
        <IdentityPasswordPanel
          cardId={cardId}
          onSave={leaveIdentityStep}
          submitLabel={t('activation.continue')}
          primary={(current) => (
            <Button
              type="button"
              disabled={current === undefined || otp.isPending}
              aria-busy={otp.isPending}
              onClick={() =>
                current !== undefined &&
                leaveIdentityStep({ new_password: current, confirm_password: current })
              }
            >
              {otp.isPending && <Spinner label={t('activation.sendingCode')} />}
              {t('activation.keepPassword')}
            </Button>
          )}
        />
      </section>
      <section hidden={step !== 2} aria-labelledby="activation-step-2" className="space-y-4">
        <h2 id="activation-step-2" className="text-lg font-semibold">
          {t('activation.stepDetails')}
        </h2>
        <CardDetailsStep
          details={details}
          onDetails={setDetails}
          serverErrors={serverErrors}
          onEdited={(field) => setServerErrors(({ [field]: _seen, ...rest }) => rest)}
          submitting={activate.isPending}
          onBack={() => setStep(1)}
          onSubmit={send}
          resend={
            codesSent > 0 && (
              <ResendCountdown key={codesSent} seconds={RESEND_AFTER_SECONDS} onResend={resend} />
            )
          }
        />
      </section>
    </div>
  );
}
