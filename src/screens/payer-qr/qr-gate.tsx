import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { qrInfoQuery, type QrInfo } from './qr-calls';
import { QrFrame } from './qr-frame';
import { gateState, timeLeft } from './qr-logic';
import { QrMessage } from './qr-message';
import { QrSummary } from './qr-summary';
import { useNow } from './use-now';

/**
 * Loads a code and shows its state: not found, invalid or expired (also when its clock runs out on the page),
 * already paid, or a failed call with a retry; a live code gets its summary and the step's own content.
 */
export function QrGate({
  code,
  routeName,
  title,
  children,
}: {
  code: string;
  routeName: string;
  title: string;
  children: (info: QrInfo, country: string) => ReactNode;
}) {
  const { t } = useTranslation(['qr', 'errors']);
  const info = useQuery(qrInfoQuery(code));
  const now = useNow(info.data?.expires_at);
  const state = gateState(info.data, info.error, now);

  return (
    <QrFrame routeName={routeName}>
      <title>{title}</title>
      {state === 'loading' ? <PageLoading /> : null}
      {state === 'failed' ? (
        <PageFailed message={apiErrorText(info.error, t)} onRetry={() => void info.refetch()} />
      ) : null}
      {state === 'expired' ? (
        <QrMessage tone="warning" title={t('errors:server.invalidQr')} body={t('qr:states.scanAgain')} />
      ) : null}
      {state === 'notFound' ? (
        <QrMessage tone="warning" title={t('errors:server.qrNotFound')} body={t('qr:states.scanAgain')} />
      ) : null}
      {state === 'paid' ? (
        <QrMessage tone="success" title={t('qr:states.paidTitle')} body={t('qr:states.paidBody')} />
      ) : null}
      {state === 'ready' && info.data ? (
        <>
          <QrSummary info={info.data} left={timeLeft(info.data.expires_at, now)} />
          {children(info.data, info.data.payment_order_country ?? '')}
        </>
      ) : null}
    </QrFrame>
  );
}
