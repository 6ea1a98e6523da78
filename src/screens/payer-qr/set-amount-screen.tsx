import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/session/session-query';
import type { QrInfo } from './qr-calls';
import { QrFrame } from './qr-frame';
import { QrGate } from './qr-gate';
import { PayForm } from './pay-form';
import { PayResultView } from './pay-result';
import { useQrPayment } from './use-qr-payment';
import { useState } from 'react';

/**
 * /qr/{code}/set-amount: the amount (typed on a sticker, fixed otherwise), 'Pay with the app', then the payment's
 * processing and result (spec B §2, §4).
 */
export default function SetAmountScreen() {
  const { t } = useTranslation('qr');
  const code = useParams().code ?? '';
  const [query] = useSearchParams();
  const session = useSession();
  const payment = useQrPayment(code);
  // What was paid, for the result (the code itself may read 'paid' by then).
  const [paid, setPaid] = useState<{ info: QrInfo; amount: number } | null>(null);

  if (payment.status && paid)
    return (
      <QrFrame routeName="qr-code-set-amount">
        <title>{t('amount.title')}</title>
        <PayResultView
          status={payment.status}
          merchant={paid.info.merchant_name}
          amount={paid.amount}
          currency={paid.info.currency}
          signedIn={Boolean(session.data)}
          pollFailed={payment.pollFailed}
          onRetryPoll={payment.retryPoll}
          onAgain={payment.again}
        />
      </QrFrame>
    );

  return (
    <QrGate code={code} routeName="qr-code-set-amount" title={t('amount.title')}>
      {(info, orderCountry) => (
        <PayForm
          info={info}
          country={query.get('country') || orderCountry}
          signedIn={session.isPending ? undefined : Boolean(session.data)}
          paying={payment.paying}
          error={payment.payError}
          onPay={(amount) => {
            setPaid({ info, amount });
            payment.pay({
              country: query.get('country') || orderCountry,
              amount: info.amount === null ? amount : undefined,
            });
          }}
        />
      )}
    </QrGate>
  );
}
