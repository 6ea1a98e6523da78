import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/i18n/format';
import { StatusBadge } from '@/renderers/status-badge';
import { toSlashDate } from '../invoice-builder/invoice-draft';
import type { PublicInvoice } from './pay-calls';

/** The invoice as its customer sees it: merchant, dates, products and totals. */
export function PublicInvoiceCard({ data }: { data: PublicInvoice }) {
  const { t } = useTranslation('invoice-builder');
  const { invoice, merchant, template } = data;
  // A logo address that does not load is left out rather than shown broken.
  const [broken, setBroken] = useState(false);
  const money = (amount: number) => <bdi dir="ltr">{formatMoney(amount, invoice.currency)}</bdi>;
  const rows: [string, number][] = [
    [t('totals.subtotal'), invoice.summary.subtotal],
    [t('totals.tax'), invoice.summary.tax],
    [t('totals.discount'), invoice.summary.discount ? -invoice.summary.discount : 0],
  ];
  return (
    <div className="space-y-4">
      <div
        className="flex flex-wrap items-start justify-between gap-3 border-s-4 ps-3"
        style={{ borderColor: template?.color ?? undefined }}
      >
        <div className="flex items-center gap-3">
          {merchant.logo && !broken ? (
            <img
              src={merchant.logo}
              alt=""
              onError={() => setBroken(true)}
              className="size-10 rounded object-cover"
            />
          ) : null}
          <div>
            <h2 className="text-xl font-semibold">{t('pay.invoice', { number: invoice.number })}</h2>
            <p className="text-sm text-muted-foreground">
              {t('pay.from', { merchant: `\u2068${merchant.business_name}\u2069` })}
            </p>
          </div>
        </div>
        <StatusBadge value={invoice.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('pay.billedTo')}</dt>
          <dd className="break-words">
            <bdi>{invoice.customer.name || invoice.customer.email}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('pay.invoiceDate')}</dt>
          <dd dir="ltr" className="text-start">
            {toSlashDate(invoice.invoice_date)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('pay.dueDate')}</dt>
          <dd dir="ltr" className="text-start">
            {toSlashDate(invoice.due_date)}
          </dd>
        </div>
      </dl>
      <table className="w-full text-sm">
        <thead className="text-muted-foreground">
          <tr className="border-b border-border">
            <th className="py-2 text-start font-medium">{t('items.product')}</th>
            <th className="py-2 text-end font-medium">{t('items.quantity')}</th>
            <th className="py-2 text-end font-medium">{t('items.total')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={`${item.index}-${item.product_id}`} className="border-b border-border">
              <td className="py-2">
                <bdi>{item.name}</bdi>
              </td>
              <td className="py-2 text-end tabular-nums">{item.quantity}</td>
              <td className="py-2 text-end tabular-nums">{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto max-w-xs space-y-1 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{money(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-border pt-1 font-semibold">
          <dt>{t('totals.grandTotal')}</dt>
          <dd className="tabular-nums">{money(invoice.summary.grand_total)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold" data-amount-due>
          <dt>{t('pay.amountDue')}</dt>
          <dd className="tabular-nums">{money(data.amount_due)}</dd>
        </div>
      </dl>
      {template?.footer_note ? <p className="text-xs text-muted-foreground">{template.footer_note}</p> : null}
    </div>
  );
}
