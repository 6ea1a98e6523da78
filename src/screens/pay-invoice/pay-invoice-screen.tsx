import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, FileQuestion, Ban } from 'lucide-react';
import { ApiError } from '@/api/errors';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { Card } from '@/ui/card';
import { toSlashDate } from '../invoice-builder/invoice-draft';
import { payInvoice, publicInvoiceQuery } from './pay-calls';
import { PayForm } from './pay-form';
import { PAYMENT_METHODS, payView } from './pay-invoice-state';
import { PublicInvoiceCard } from './public-invoice-card';
import { PayMessage } from './pay-message';

/** /pay/invoice/:id? — the public page a customer opens from the invoice email (no sign-in). */
export default function PayInvoiceScreen() {
  const { t } = useTranslation('invoice-builder');
  const { id } = useParams();
  const query = useQuery({ ...publicInvoiceQuery(id ?? ''), enabled: !!id?.trim() });
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const errorStatus = query.error
    ? query.error instanceof ApiError
      ? query.error.statusCode
      : 500
    : undefined;
  const view = payView(id, { data: query.data, errorStatus, pending: query.isPending }, today);

  let body;
  switch (view.kind) {
    case 'noId':
      body = <PayMessage icon={<FileQuestion className="size-6" />} text={t('pay.noId')} />;
      break;
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
          <PublicInvoiceCard data={data} />
          {view.kind === 'paid' ? (
            <PayMessage icon={<CheckCircle2 className="size-6" />} text={t('pay.paid')} tone="good" />
          ) : null}
          {view.kind === 'void' ? (
            <PayMessage icon={<Ban className="size-6" />} text={t('pay.void')} tone="bad" />
          ) : null}
          {view.kind === 'open' && view.overdue ? (
            <PayMessage
              icon={<AlertTriangle className="size-6" />}
              text={t('pay.overdue', { date: toSlashDate(data.invoice.due_date) })}
              tone="bad"
            />
          ) : null}
          {view.kind === 'open' ? (
            <PayForm
              namespace="invoice-builder"
              methods={PAYMENT_METHODS}
              amount={data.amount_due}
              currency={data.invoice.currency}
              pay={(body) => payInvoice(data.invoice.public_id, body)}
              onPaid={() => void query.refetch()}
            />
          ) : null}
        </>
      );
    }
  }

  return (
    <Card className="mx-auto w-full max-w-2xl space-y-6 p-4 sm:p-6" data-route-name="pay-invoice-id">
      <h1 className="text-sm font-medium text-muted-foreground">{t('pay.title')}</h1>
      {body}
    </Card>
  );
}
