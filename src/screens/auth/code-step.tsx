import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { RESEND_AFTER_SECONDS, formatCountdown } from './countdown';
import { OtpInput } from './otp-input';
import { isCompleteCode } from './password-rule';
import { useCountdown } from './use-countdown';

export interface CodeStepProps {
  /** Where the code went (shown left to right: it is an address). */
  email: string;
  /** Confirms the code; resolves to a field message (translated) when it was refused, undefined on success. */
  onSubmit: (code: string) => Promise<string | undefined>;
  /** Sends a new code. */
  onResend?: () => Promise<void>;
  onBack: () => void;
  backLabel: string;
  idPrefix: string;
}

/**
 * The e-mailed / second-factor code step: 6-digit input that submits itself when filled, the field message
 * ('Invalid OTP'), a resend countdown and then a resend link (spec A §4 one-time-code input).
 */
export function CodeStep({ email, onSubmit, onResend, onBack, backLabel, idPrefix }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { left, restart } = useCountdown(RESEND_AFTER_SECONDS);

  const submit = async (value: string) => {
    if (!isCompleteCode(value)) {
      setError(t('validation.codeRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const refused = await onSubmit(value);
      if (refused) setError(refused);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!onResend) return;
    setBusy(true);
    setNotice(undefined);
    try {
      await onResend();
      setCode('');
      setError(undefined);
      setNotice(t('code.resent'));
      restart();
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(code);
      }}
    >
      <p className="text-sm text-muted-foreground">
        {t('code.sentTo')}{' '}
        <span dir="ltr" className="font-medium text-foreground">
          {email}
        </span>
      </p>
      <OtpInput
        id={`${idPrefix}-code`}
        value={code}
        onChange={setCode}
        onComplete={(value) => void submit(value)}
        error={error}
        disabled={busy}
      />
      {notice ? (
        <p role="status" className="text-sm text-muted-foreground">
          {notice}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('code.verifying') : t('code.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
          {backLabel}
        </Button>
        {onResend ? (
          left > 0 ? (
            <span className="text-muted-foreground" aria-live="off">
              {t('code.resendIn', { time: formatCountdown(left) })}
            </span>
          ) : (
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              disabled={busy}
              onClick={() => void resend()}
            >
              {t('code.resend')}
            </Button>
          )
        ) : null}
      </div>
    </form>
  );
}
