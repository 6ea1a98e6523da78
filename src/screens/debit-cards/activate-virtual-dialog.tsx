import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { OtpInput } from '@/forms/otp/otp-input';
import { ResendCountdown } from '@/forms/otp/resend-countdown';
import { translateServerMessage } from '@/i18n/server-messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { notice } from '@/ui/notices';
import { Spinner } from '@/ui/spinner';
import { isActivationCode, refusalOf } from './activation-outcome';
import type { DebitCard } from './card-view';
import { useActivateVirtualCard, useSendCode } from './use-debit-cards';

/** Seconds before another code may be asked for (the sign-in code step waits as long). */
const RESEND_AFTER_SECONDS = 60;

interface Props {
  card: DebitCard;
  email: string | undefined;
  onClose: () => void;
  onActivated: () => void;
}

/**
 * Activating a virtual card (spec A §3, §7, §8): opening it e-mails a code; the person types its 6 digits and
 * Continue (disabled until exactly 6) activates the card. A refusal about the OTP shows at the code field with
 * the digits kept; any other one is a notice 'Activate card unsuccessful' with the server's message.
 */
export function ActivateVirtualDialog({ card, email, onClose, onActivated }: Props) {
  const { t } = useTranslation(['debitCards', 'errors']);
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendCode();
  const activate = useActivateVirtualCard(card.public_id);
  const sent = useRef(false);

  const sendCode = async () => {
    try {
      await send.mutateAsync();
    } catch (failure) {
      notice.error(t('errors:server.otpGenerationFailed'));
      throw failure;
    }
  };

  // Opening the dialog sends the code once (the ref survives a development double effect).
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendCode().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isActivationCode(code) || activate.isPending) return;
    setError(undefined);
    try {
      await activate.mutateAsync(code);
      onActivated();
    } catch (failure) {
      const refusal = refusalOf(failure as { message?: unknown; errors?: Record<string, string[]> });
      if (refusal.at === 'field') {
        setError(translateServerMessage(refusal.message, t));
        return;
      }
      notice.dismissAll();
      notice.error(t('errors:card.activateFailed'), { description: apiErrorText(failure, t) });
    }
  };

  const errorId = `${id}-error`;
  const last4 = card.last_four;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <div className="flex items-start gap-3">
          <MailCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
          <div className="space-y-1">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {t('activation.title')}
            </h2>
            <p id={`${id}-text`} className="text-sm text-muted-foreground">
              {email ? (
                <>
                  {t('activation.sentTo', { last4 })}{' '}
                  <bdi dir="ltr" className="font-medium text-foreground">
                    {email}
                  </bdi>
                </>
              ) : (
                t('activation.sent', { last4 })
              )}
            </p>
          </div>
        </div>
        {send.isPending ? <Spinner label={t('activation.sending')} /> : null}
        {send.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-3"
          >
            <p className="text-sm text-destructive">{t('errors:server.otpGenerationFailed')}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => void sendCode().catch(() => undefined)}
            >
              {t('activation.sendAgain')}
            </Button>
          </div>
        ) : null}
        <div className="space-y-2">
          <p id={`${id}-label`} className="text-sm font-medium">
            {t('activation.codeLabel')}
          </p>
          <OtpInput
            id={`${id}-code`}
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(undefined);
            }}
            labelledBy={`${id}-label`}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
            disabled={activate.isPending}
            autoFocus
          />
          {error ? (
            <p id={errorId} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          {send.isSuccess ? <ResendCountdown seconds={RESEND_AFTER_SECONDS} onResend={sendCode} /> : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('activation.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!isActivationCode(code) || activate.isPending}
            aria-busy={activate.isPending || undefined}
          >
            {activate.isPending ? t('activation.activating') : t('activation.continue')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
