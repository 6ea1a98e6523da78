import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/clients';
import { apiErrorText } from '@/api/error-notice';
import { unwrap } from '@/api/errors';
import { formatMoney } from '@/i18n/format';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

/** The last 30 days of processing (GET /api/v2/processing/overview): volume, payments, fees and net. */
export function ProcessingSummary() {
  const { t } = useTranslation(['public', 'errors']);
  const overview = useQuery({
    queryKey: ['business-home', 'overview'],
    queryFn: async () => (await unwrap(api.main.GET('/api/v2/processing/overview'))).data,
    retry: false,
  });
  return (
    <section aria-labelledby="home-summary" className="space-y-3">
      <h2 id="home-summary" className="text-lg font-semibold">
        {t('public:home.summary')}
      </h2>
      {overview.isPending ? <Spinner label={t('public:common.loading')} /> : null}
      {overview.error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-border p-4">
          <span>{apiErrorText(overview.error, t)}</span>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            {t('public:common.retry')}
          </Button>
        </div>
      ) : null}
      {overview.data ? (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(
            [
              ['volume', formatMoney(overview.data.totals.volume, overview.data.currency)],
              ['count', String(overview.data.totals.count)],
              ['fees', formatMoney(overview.data.totals.fees, overview.data.currency)],
              ['net', formatMoney(overview.data.totals.net, overview.data.currency)],
            ] as const
          ).map(([key, value]) => (
            // A plain div, styled as a card: a <dl> may group its <dt>/<dd> pairs in divs only (Card is a section).
            <div
              key={key}
              className="rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm"
            >
              <dt className="text-sm text-muted-foreground">{t(`public:home.total.${key}`)}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums sm:text-xl">
                <bdi dir="ltr">{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
