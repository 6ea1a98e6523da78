import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeApiError } from '@/api/error-notice';
import type { OperationCall } from '@/config/form-file';
import { callOperation } from '@/forms/operation';
import { usePageSources } from '@/forms/page-sources';
import { notice } from '@/ui/notices';
import { secondsLeft } from './countdown';
import { ResendCountdown } from './resend-countdown';

/**
 * The otp widget's `resend` option: the call that sends a new code, the countdown before it may be asked for
 * (`seconds`, default 60, spec A §9), the form field holding when the first one may (`readyAt`, an ISO time the
 * load answered), and the text key of the notice once sent (`notice`).
 */
export interface OtpResendOption extends OperationCall {
  seconds?: number;
  readyAt?: string;
  notice?: string;
}

const DEFAULT_SECONDS = 60;

export const isResendOption = (value: unknown): value is OtpResendOption =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { operation?: unknown }).operation === 'string';

/**
 * "Resend code in 00:42", then a "Resend code" link that calls the form file's resend operation (spec A §4:
 * a resend countdown, then a resend link). A refusal (too early, no code waiting) is a notice in the person's
 * language and the link stays for another try; once sent, the boxes are emptied for the new code.
 */
export function OtpResend({
  option,
  formData,
  onSent,
}: {
  option: OtpResendOption;
  formData: Record<string, unknown>;
  onSent: () => void;
}) {
  const { t } = useTranslation('widgets');
  const sources = usePageSources();
  const seconds = option.seconds ?? DEFAULT_SECONDS;
  const [first] = useState(() => {
    const readyAt = option.readyAt ? Date.parse(String(formData[option.readyAt] ?? '')) : Number.NaN;
    return Number.isFinite(readyAt) ? secondsLeft(readyAt, Date.now()) : seconds;
  });
  // Each code sent starts a full countdown: a new round remounts it with the whole wait.
  const [round, setRound] = useState(0);

  const resend = async () => {
    try {
      await callOperation(option, { ...sources, formData });
    } catch (error) {
      void noticeApiError(error);
      throw error;
    }
    notice.success(t(option.notice ?? 'widgets:otp.resent'));
    onSent();
    setRound((current) => current + 1);
  };

  return <ResendCountdown key={round} seconds={round === 0 ? first : seconds} onResend={resend} />;
}
