import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { formatMoney } from '@/i18n/format';
import { Card } from '@/ui/card';
import type { QrInfo } from './qr-calls';
import { clockText } from './qr-logic';

/** Who is paid, how much, and how long the code still works. */
export function QrSummary({ info, left }: { info: QrInfo; left: number | null }) {
  const { t } = useTranslation('qr');
  return (
    <Card className="space-y-2 p-5" aria-label={t('summary.label')}>
      <p className="text-sm text-muted-foreground">{t('summary.payTo')}</p>
      <p className="text-lg font-semibold break-words">{info.merchant_name}</p>
      <p className="text-2xl font-semibold tabular-nums">
        {info.amount === null ? (
          <span className="text-base font-normal text-muted-foreground">
            {t('summary.openAmount', { currency: info.currency })}
          </span>
        ) : (
          <bdi dir="ltr">{formatMoney(info.amount, info.currency)}</bdi>
        )}
      </p>
      {left !== null ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="qr-time-left">
          <Clock aria-hidden className="size-4" />
          <span>{t('summary.expiresIn', { time: clockText(left) })}</span>
        </p>
      ) : null}
    </Card>
  );
}
