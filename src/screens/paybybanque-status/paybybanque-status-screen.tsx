import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/clients';
import { ApiError, unwrap } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { formatMoney } from '@/i18n/format';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { Button } from '@/ui/button';
import { href } from '../../../routes.config';
import { isReturnStatus, resultView, type ReturnStatus } from './payment-result';
import { ResultCard } from './result-card';

/**
 * /paybybanque/{status} (spec B §2, §4): where the bank sends the person back. The server confirms the result
 * of the order (`?order_id=`), which settles a successful deposit once; the page says what happened and that
 * no money moved on a failure or cancellation, with a way on. An unknown status or order is said plainly,
 * with the way back to start again; a failed call offers a retry, never a blank page.
 */
export default function PayByBanqueStatusScreen() {
  const status = useParams().status ?? '';
  if (!isReturnStatus(status)) return <ResultMissing />;
  return <ConfirmedResult status={status} />;
}

function ConfirmedResult({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation(['accounts', 'errors']);
  const [query] = useSearchParams();
  const orderId = query.get('order_id') ?? undefined;
  const result = useQuery({
    queryKey: ['paybybanque-result', status, orderId],
    queryFn: () =>
      unwrap(
        api.main.GET('/api/v2/paybybanque/{status}', {
          params: { path: { status }, query: orderId ? { order_id: orderId } : {} },
        }),
      ),
    retry: false,
  });

  if (result.isPending) return <PageLoading />;
  if (result.isError) {
    if (result.error instanceof ApiError && result.error.statusCode === 404)
      return <ResultMissing message={apiErrorText(result.error, t)} />;
    return <PageFailed message={apiErrorText(result.error, t)} onRetry={() => void result.refetch()} />;
  }
  const { status: outcome, amount, currency, order_id } = result.data.data;
  const money = typeof amount === 'number' && currency ? formatMoney(amount, currency) : undefined;
  const view = resultView(outcome, money !== undefined);
  return (
    <ResultCard
      tone={view.tone}
      title={t(view.title)}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={href('index')}>{t('payByBanque.result.home')}</Link>
          </Button>
          {view.next === 'retry' ? (
            <Button asChild>
              <Link to={href('paybybanque')}>{t('payByBanque.result.retry')}</Link>
            </Button>
          ) : currency ? (
            <Button asChild>
              <Link to={href('accounts-slug', { slug: currency })}>
                {t('payByBanque.result.account', { currency })}
              </Link>
            </Button>
          ) : null}
        </>
      }
    >
      <p>{t(view.body, { amount: money ?? '' })}</p>
      {order_id ? <p className="text-xs">{t('payByBanque.result.order', { id: order_id })}</p> : null}
    </ResultCard>
  );
}

function ResultMissing({ message }: { message?: string }) {
  const { t } = useTranslation(['accounts', 'errors']);
  return (
    <ResultCard
      tone="missing"
      title={message ?? t('errors:server.notFound')}
      actions={
        <Button asChild>
          <Link to={href('paybybanque')}>{t('payByBanque.result.startAgain')}</Link>
        </Button>
      }
    >
      <p>{t('payByBanque.result.missingBody')}</p>
    </ResultCard>
  );
}
