import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/i18n/format';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import type { PayResult } from './qr-logic';
import { QrMessage } from './qr-message';

/** Processing, then successful, 'Payment failed' or 'Payment cancelled' (no funds moved, spec B §4, §8). */
export function PayResultView({
  status,
  merchant,
  amount,
  currency,
  signedIn,
  pollFailed,
  onRetryPoll,
  onAgain,
}: {
  status: PayResult;
  merchant: string;
  amount: number;
  currency: string;
  signedIn: boolean;
  pollFailed: boolean;
  onRetryPoll: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation(['qr', 'errors']);
  const money = formatMoney(amount, currency);
  if (status === 'processing')
    return (
      <QrMessage tone="waiting" title={t('qr:result.processingTitle')} body={t('qr:result.processingBody')}>
        {pollFailed ? (
          <div role="alert" className="space-y-2">
            <p>{t('qr:result.statusFailed')}</p>
            <Button variant="outline" onClick={onRetryPoll}>
              {t('qr:result.checkAgain')}
            </Button>
          </div>
        ) : (
          <Spinner label={t('qr:result.processingTitle')} />
        )}
      </QrMessage>
    );
  if (status === 'successful') {
    const transactions = routeHref('transactions');
    return (
      <QrMessage
        tone="success"
        title={t('qr:result.successTitle')}
        body={<bdi>{t('qr:result.successBody', { amount: money, merchant })}</bdi>}
      >
        {signedIn && transactions ? (
          <Button asChild>
            <Link to={transactions}>{t('qr:result.seeTransactions')}</Link>
          </Button>
        ) : null}
      </QrMessage>
    );
  }
  return (
    <QrMessage
      tone="error"
      title={t(status === 'failed' ? 'errors:server.paymentFailed' : 'errors:server.paymentCancelled')}
      body={t('qr:result.noFundsMoved')}
    >
      <Button onClick={onAgain}>{t('qr:result.tryAgain')}</Button>
    </QrMessage>
  );
}
