import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/i18n/format';
import { FieldError } from '@/ui/field-shell';
import type { InvoiceTotals } from './invoice-totals';

/** Live subtotal, tax, discount and grand total (money format of spec A §9), with the total's rule message. */
export function TotalsPanel({
  totals,
  currency,
  error,
}: {
  totals: InvoiceTotals;
  currency: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('invoice-builder');
  const rows: [string, string, number][] = [
    ['subtotal', t('totals.subtotal'), totals.subtotal],
    ['tax', t('totals.tax'), totals.tax],
    ['discount', t('totals.discount'), totals.discount ? -totals.discount : 0],
  ];
  return (
    <div aria-labelledby="totals-title" role="group" className="space-y-2">
      <h2 id="totals-title" className="text-lg font-semibold">
        {t('totals.title')}
      </h2>
      <dl className="space-y-1 text-sm">
        {rows.map(([id, label, amount]) => (
          <div key={id} className="flex justify-between gap-4" data-total={id}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">
              <bdi dir="ltr">{formatMoney(amount, currency)}</bdi>
            </dd>
          </div>
        ))}
        <div
          className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold"
          data-total="grand_total"
        >
          <dt>{t('totals.grandTotal')}</dt>
          <dd className="tabular-nums">
            <bdi dir="ltr">{formatMoney(totals.grand_total, currency)}</bdi>
          </dd>
        </div>
      </dl>
      <FieldError id="total" error={error} />
    </div>
  );
}
