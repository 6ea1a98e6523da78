import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '@/i18n/format';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { FieldError, FieldShell, SELECT_CLASS, describedBy } from '@/ui/field-shell';
import { newLine, quantityOf, type DraftLine } from './invoice-draft';
import { lineField } from './invoice-rules';
import { lineTotal } from './invoice-totals';
import { ListFailed } from './list-failed';
import type { InvoiceBuilderState } from './use-invoice-builder';

/** The invoice's products: one row each with quantity, the product's price in the invoice currency and a total. */
export function LineItems({ state }: { state: InvoiceBuilderState }) {
  const { t } = useTranslation('invoice-builder');
  const { draft, update, lists, priceOf, errors } = state;
  const products = lists.products;
  const setLine = (key: string, change: Partial<DraftLine>) =>
    update({ lines: draft.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) });
  const remove = (key: string) => {
    const rest = draft.lines.filter((line) => line.key !== key);
    update({ lines: rest.length ? rest : [newLine()] });
  };

  if (products.isPending) return <Spinner label={t('lists.loading')} />;
  if (products.isError)
    return <ListFailed message={t('lists.productsFailed')} onRetry={() => void products.refetch()} />;

  const offered = products.data.filter(
    (product) => product.active || draft.lines.some((line) => line.product_id === product.id),
  );
  const money = (amount: number) => <bdi dir="ltr">{formatMoney(amount, draft.currency)}</bdi>;

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {draft.lines.map((line, index) => {
          const n = index + 1;
          const productId = `line-${line.key}-product`;
          const quantityId = `line-${line.key}-quantity`;
          const productError = errors[lineField(line.key, 'product_id')];
          const quantityError = errors[lineField(line.key, 'quantity')];
          const price = priceOf(line.product_id);
          const quantity = quantityOf(line);
          const total =
            price !== undefined && Number.isInteger(quantity)
              ? lineTotal(quantity, price, draft.currency)
              : 0;
          return (
            <li
              key={line.key}
              aria-label={t('items.line', { n })}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 rounded-md border border-border p-3 @xl:grid-cols-[minmax(0,1fr)_5rem_7rem_7rem_auto] @xl:items-start"
            >
              <FieldShell id={productId} label={t('items.product')} error={productError}>
                <select
                  {...describedBy(productId, productError)}
                  className={SELECT_CLASS}
                  value={line.product_id}
                  onChange={(event) => setLine(line.key, { product_id: event.target.value })}
                >
                  <option value="">{t('items.choose')}</option>
                  {offered.map((product) => {
                    const amount = product.prices?.find((p) => p.currency === draft.currency)?.amount;
                    return (
                      <option key={product.id} value={product.id} disabled={amount === undefined}>
                        {amount === undefined
                          ? t('items.noPriceOption', { name: product.name, currency: draft.currency })
                          : `${product.name} — ${formatMoney(amount, draft.currency)}`}
                      </option>
                    );
                  })}
                </select>
              </FieldShell>
              <div className="col-span-2 grid grid-cols-3 gap-3 @xl:contents">
                <FieldShell id={quantityId} label={t('items.quantity')} error={quantityError}>
                  <Input
                    {...describedBy(quantityId, quantityError)}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => setLine(line.key, { quantity: event.target.value })}
                  />
                </FieldShell>
                <div className="space-y-1.5">
                  <p className="text-sm font-medium">{t('items.price')}</p>
                  <p className="flex h-10 items-center text-sm tabular-nums">
                    {price === undefined ? '—' : money(price)}
                  </p>
                </div>
                <div className="space-y-1.5">
                  <p className="text-sm font-medium">{t('items.total')}</p>
                  <p
                    className="flex h-10 items-center text-sm font-medium tabular-nums"
                    data-testid="line-total"
                  >
                    {money(total)}
                  </p>
                </div>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="col-start-2 row-start-1 mt-6 @xl:col-start-auto @xl:row-start-auto"
                aria-label={t('items.remove', { n })}
                onClick={() => remove(line.key)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      <FieldError id="lines" error={errors.lines} />
      <Button type="button" variant="outline" onClick={() => update({ lines: [...draft.lines, newLine()] })}>
        <Plus aria-hidden className="size-4" />
        {t('items.add')}
      </Button>
    </div>
  );
}
