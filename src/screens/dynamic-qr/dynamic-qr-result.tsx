import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import { formatMoney } from '@/i18n/format';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { notice } from '@/ui/notices';
import { clockText, timeLeft } from '../payer-qr/qr-logic';
import { useNow } from '../payer-qr/use-now';
import type { CreatedQr } from './created-qr';

/** Spec B §9: the image is 180 px with error correction Q. */
export const QR_SIZE = 180;

/** The new code for the payer to scan, with the time it has left; it dims once it has run out. */
export function DynamicQrResult({ qr, onAnother }: { qr: CreatedQr; onAnother: () => void }) {
  const { t } = useTranslation('qr');
  const now = useNow(qr.expiresAt);
  const left = timeLeft(qr.expiresAt, now);
  const expired = left === 0;
  const list = routeHref('processing-qr-payments');

  return (
    <Card className="space-y-4 p-6 text-center" aria-labelledby="dynamic-qr-done">
      <h2 id="dynamic-qr-done" className="text-lg font-semibold">
        {t('dynamic.ready')}
      </h2>
      <div
        className={
          expired
            ? 'mx-auto w-fit rounded-md bg-white p-3 opacity-30'
            : 'mx-auto w-fit rounded-md bg-white p-3'
        }
      >
        <QRCodeSVG
          value={qr.link}
          size={QR_SIZE}
          level="Q"
          title={t('dynamic.imageLabel', { code: qr.code })}
        />
      </div>
      <p className="text-2xl font-semibold tabular-nums">
        <bdi dir="ltr">{formatMoney(qr.amount, qr.currency)}</bdi>
      </p>
      {qr.description ? <p className="text-muted-foreground">{qr.description}</p> : null}
      <p className="text-sm">
        {t('dynamic.code')}: <strong dir="ltr">{qr.code}</strong>
      </p>
      <p role="status" className={expired ? 'font-medium text-destructive' : 'text-sm text-muted-foreground'}>
        {expired
          ? t('dynamic.expired')
          : left !== null
            ? t('summary.expiresIn', { time: clockText(left) })
            : null}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(qr.link)
              .then(() => notice.success(t('dynamic.copied')))
              .catch(() => notice.error(t('dynamic.copyFailed')))
          }
        >
          {t('dynamic.copy')}
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {t('dynamic.another')}
        </Button>
        {list ? (
          <Button asChild>
            <Link to={list}>{t('dynamic.seeAll')}</Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
