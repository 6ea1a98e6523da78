import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/ui/button';
import { QrGate } from './qr-gate';
import { qrStepHref } from './qr-links';

/** /qr/{code}: the scanned code, what it pays and for how long, then on to the country (spec B §2). */
export default function PayerQrScreen() {
  const { t } = useTranslation('qr');
  const code = useParams().code ?? '';
  return (
    <QrGate code={code} routeName="qr-code" title={t('title')}>
      {(_info, country) => (
        <div className="space-y-3">
          <h1 className="text-xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('start.intro')}</p>
          <Button asChild className="w-full">
            <Link to={qrStepHref('qr-code-select-country', code, country)}>{t('start.continue')}</Link>
          </Button>
        </div>
      )}
    </QrGate>
  );
}
