import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { AdjustmentsPicker } from './adjustments-picker';
import type { Invoice } from './invoice-calls';
import type { InvoiceDraft } from './invoice-draft';
import { InvoiceFields } from './invoice-fields';
import { LineItems } from './line-items';
import { TotalsPanel } from './totals-panel';
import { useInvoiceBuilder } from './use-invoice-builder';

/** The builder once its starting values are known (a new draft, or the invoice being edited). */
export function InvoiceBuilderForm({ initial, existing }: { initial: InvoiceDraft; existing?: Invoice }) {
  const { t } = useTranslation('invoice-builder');
  const state = useInvoiceBuilder(initial, existing);
  const { draft, update, lists, errors, busy, totals } = state;

  return (
    <form
      noValidate
      className="grid gap-4 @4xl:grid-cols-[minmax(0,1fr)_18rem] @4xl:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        state.saveDraft();
      }}
    >
      <div className="min-w-0 space-y-4">
        <Card className="@container space-y-4 p-4 sm:p-6" aria-labelledby="details-title">
          <h2 id="details-title" className="text-lg font-semibold">
            {t('sections.details')}
          </h2>
          <InvoiceFields state={state} />
        </Card>
        <Card className="@container space-y-4 p-4 sm:p-6" aria-labelledby="items-title">
          <h2 id="items-title" className="text-lg font-semibold">
            {t('sections.items')}
          </h2>
          <LineItems state={state} />
        </Card>
        <Card className="@container p-4 sm:p-6">
          <div className="grid gap-6 @md:grid-cols-2">
            <AdjustmentsPicker
              id="tax_ids"
              legend={t('sections.taxes')}
              empty={t('lists.noTaxes')}
              failed={t('lists.taxesFailed')}
              query={lists.taxes}
              selected={draft.tax_ids}
              onChange={(tax_ids) => update({ tax_ids })}
              currency={draft.currency}
              error={errors.tax_ids}
            />
            <AdjustmentsPicker
              id="discount_ids"
              legend={t('sections.discounts')}
              empty={t('lists.noDiscounts', { currency: draft.currency })}
              failed={t('lists.discountsFailed')}
              query={lists.discounts}
              selected={draft.discount_ids}
              onChange={(discount_ids) => update({ discount_ids })}
              currency={draft.currency}
              error={errors.discount_ids}
            />
          </div>
        </Card>
      </div>
      <Card className="space-y-4 p-4 sm:p-6 @4xl:sticky @4xl:top-4">
        <TotalsPanel totals={totals} currency={draft.currency} error={errors.total} />
        <div className="flex flex-col gap-2">
          <Button type="button" disabled={busy !== null} onClick={state.send}>
            <Send aria-hidden className="size-4 rtl:-scale-x-100" />
            {busy === 'send' ? t('actions.sending') : t('actions.send')}
          </Button>
          <Button type="submit" variant="outline" disabled={busy !== null}>
            {busy === 'save' ? t('actions.saving') : t('actions.saveDraft')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('actions.sendHint')}</p>
      </Card>
    </form>
  );
}
