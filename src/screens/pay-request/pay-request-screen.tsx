import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Clock, FileQuestion } from 'lucide-react';
import { ApiError } from '@/api/errors';
import { formatMoney } from '@/i18n/format';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { StatusBadge } from '@/renderers/status-badge';
import { Card } from '@/ui/card';
import { paymentRequestQuery, payPaymentRequest } from './pay-request-calls';
import { PayForm } from '../pay-invoice/pay-form';
import { PAYMENT_REQUEST_ID, payRequestView, slashDate } from './pay-request-state';
import { PayMessage } from '../pay-invoice/pay-message';

/** A payment request is paid by card or from a wallet; bank transfers are for invoices. */
const REQUEST_METHODS = ['card', 'wallet'] as const;

/** /pay/request/:id — the public page a payer opens from the merchant's request-money link (no sign-in). */
export default function PayRequestScreen() {
  const { t } = useTranslation('pay-request');
  const { id = '' } = useParams();
  const query = useQuery({ ...paymentRequestQuery(id.trim()), enabled: PAYMENT_REQUEST_ID.test(id.trim()) });
  const [now] = useState(() => Date.now());
  const errorStatus = query.error
    ? query.error instanceof ApiError
      ? query.error.statusCode
      : 500
    : undefined;
  const view = payRequestView(id, { data: query.data, errorStatus, pending: query.isPending }, now);

  let body;
  switch (view.kind) {
    case 'notFound':
      body = (
        <PayMessage
          icon={<FileQuestion className="size-6" />}
          text={t('pay.notFound')}
          hint={t('pay.notFoundHint')}
          tone="bad"
        />
      );
      break;
    case 'failed':
      return <PageFailed message={t('pay.loadFailed')} onRetry={() => void query.refetch()} />;
    case 'loading':
      return <PageLoading />;
    default: {
      const data = query.data!;
      body = (
        <>
          <div className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-xl font-semibold">
                  {t('pay.from', { merchant: `\u2068${data.merchant.name}\u2069` })}
                </h2>
                <p className="text-sm text-muted-foreground">
                  <bdi dir="ltr">{data.id}</bdi>
                </p>
              </div>
              <StatusBadge value={data.status} />
            </div>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">{t('pay.amount')}</dt>
                <dd className="text-2xl font-semibold">
                  <bdi dir="ltr">{formatMoney(data.amount, data.currency)}</bdi>
                </dd>
              </div>
              {data.expires_at && view.kind === 'open' ? (
                <div>
                  <dt className="text-muted-foreground">{t('pay.payBy')}</dt>
                  <dd>
                    <bdi dir="ltr">{slashDate(data.expires_at)}</bdi>
                  </dd>
                </div>
              ) : null}
              {data.note ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">{t('pay.note')}</dt>
                  <dd className="whitespace-pre-line break-words">
                    <bdi>{data.note}</bdi>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          {view.kind === 'paid' ? (
            <PayMessage
              icon={<CheckCircle2 className="size-6" />}
              text={t('pay.paid')}
              hint={
                data.paid_at ? t('pay.paidOn', { date: `\u2066${slashDate(data.paid_at)}\u2069` }) : undefined
              }
              tone="good"
            />
          ) : null}
          {view.kind === 'expired' ? (
            <PayMessage
              icon={<Clock className="size-6" />}
              text={t('pay.expired')}
              hint={
                data.expires_at
                  ? t('pay.expiredOn', { date: `\u2066${slashDate(data.expires_at)}\u2069` })
                  : undefined
              }
              tone="bad"
            />
          ) : null}
          {view.kind === 'open' ? (
            <PayForm
              namespace="pay-request"
              methods={REQUEST_METHODS}
              amount={data.amount}
              currency={data.currency}
              pay={async (body) => {
                await payPaymentRequest(data.id, {
                  ...body,
                  payment_method: body.payment_method === 'wallet' ? 'wallet' : 'card',
                });
                return { status: 'successful' };
              }}
              onPaid={() => void query.refetch()}
              // Paid or expired meanwhile: read it again so the page shows why.
              onRefused={(error) => {
                if (error instanceof ApiError && error.errors?.status) void query.refetch();
              }}
            />
          ) : null}
        </>
      );
    }
  }

  return (
    <Card className="mx-auto w-full max-w-2xl space-y-6 p-4 sm:p-6" data-route-name="pay-request-id">
      <title>{t('pay.title')}</title>
      <h1 className="text-sm font-medium text-muted-foreground">{t('pay.title')}</h1>
      {body}
    </Card>
  );
}
