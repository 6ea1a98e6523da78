import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { formatCountdown } from './countdown';
import { useCountdown } from './use-countdown';

export interface ResendCountdownProps {
  /** Seconds before a new code may be asked for. */
  seconds: number;
  /** Sends a new code; the countdown starts again once it resolves (a rejection leaves the link for a retry). */
  onResend: () => Promise<unknown> | void;
}

/**
 * "Resend code in 00:42", then a "Resend code" link (spec A §4: a resend countdown, then a resend link). The
 * caller reports a failed resend (a notice); this only keeps the link so the person can try again.
 */
export function ResendCountdown({ seconds, onResend }: ResendCountdownProps) {
  const { t } = useTranslation('widgets');
  const { left, restart } = useCountdown(seconds);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await onResend();
      restart();
    } catch {
      // The caller has said what went wrong; the link stays for another try.
    } finally {
      setSending(false);
    }
  };

  if (left > 0)
    return (
      <p className="text-sm text-muted-foreground" aria-live="off">
        {t('otp.resendIn', { time: formatCountdown(left) })}
      </p>
    );
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-auto px-0"
      disabled={sending}
      aria-busy={sending || undefined}
      onClick={resend}
    >
      {t('otp.resend')}
    </Button>
  );
}
