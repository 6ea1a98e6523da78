import { useTranslation } from 'react-i18next';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { FieldShell, SELECT_CLASS, describedBy } from '@/ui/field-shell';
import { DEFAULT_CURRENCY } from './invoice-draft';
import { ListFailed } from './list-failed';
import type { InvoiceBuilderState } from './use-invoice-builder';

/** Currencies the products are priced in (the invoice's own first), so every offered currency can be billed. */
function currenciesOf(state: InvoiceBuilderState): string[] {
  const priced = (state.lists.products.data ?? []).flatMap(
    (p) => p.prices?.map((price) => price.currency) ?? [],
  );
  return [...new Set([state.draft.currency, DEFAULT_CURRENCY, ...priced])].sort();
}

/** Customer, currency, template, dates and note. */
export function InvoiceFields({ state }: { state: InvoiceBuilderState }) {
  const { t } = useTranslation('invoice-builder');
  const { draft, update, lists, errors } = state;
  const contacts = lists.contacts;
  const templates = lists.templates;
  const setCurrency = (currency: string) =>
    update({
      currency,
      // A discount for one currency does not apply to another; percentage discounts stay.
      discount_ids: draft.discount_ids.filter((id) => {
        const discount = lists.discounts.data?.find((d) => d.id === id);
        return !discount || discount.currency === null || discount.currency === currency;
      }),
    });

  return (
    <div className="grid gap-4 @md:grid-cols-2">
      <FieldShell
        id="customer_id"
        label={t('fields.customer')}
        error={errors.customer_id}
        hint={t('fields.customerHint')}
        className="space-y-1.5 @md:col-span-2"
      >
        {contacts.isPending ? <Spinner label={t('lists.loading')} /> : null}
        {contacts.isError ? (
          <ListFailed message={t('lists.contactsFailed')} onRetry={() => void contacts.refetch()} />
        ) : null}
        {contacts.data ? (
          <select
            {...describedBy('customer_id', errors.customer_id, t('fields.customerHint'))}
            className={SELECT_CLASS}
            value={draft.customer_id}
            onChange={(event) => update({ customer_id: event.target.value })}
          >
            <option value="">
              {contacts.data.length ? t('fields.chooseCustomer') : t('fields.noCustomers')}
            </option>
            {contacts.data.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {`${contact.first_name} ${contact.last_name ?? ''}`.trim()} ({contact.email})
              </option>
            ))}
          </select>
        ) : null}
      </FieldShell>
      <FieldShell id="currency" label={t('fields.currency')} error={errors.currency}>
        <select
          {...describedBy('currency', errors.currency)}
          className={SELECT_CLASS}
          value={draft.currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {currenciesOf(state).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id="template_id" label={t('fields.template')} error={errors.template_id}>
        {templates.isError ? (
          <ListFailed message={t('lists.templatesFailed')} onRetry={() => void templates.refetch()} />
        ) : (
          <select
            {...describedBy('template_id', errors.template_id)}
            className={SELECT_CLASS}
            value={draft.template_id}
            disabled={templates.isPending}
            onChange={(event) => update({ template_id: event.target.value })}
          >
            <option value="">{t('fields.noTemplate')}</option>
            {templates.data?.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {(['invoice_date', 'due_date'] as const).map((field) => (
        <FieldShell
          key={field}
          id={field}
          label={t(`fields.${field}`)}
          error={errors[field]}
          hint={t('fields.dateHint')}
        >
          <Input
            {...describedBy(field, errors[field], t('fields.dateHint'))}
            dir="ltr"
            inputMode="numeric"
            placeholder="YYYY/MM/DD"
            value={draft[field]}
            onChange={(event) => update({ [field]: event.target.value })}
          />
        </FieldShell>
      ))}
      <FieldShell
        id="note"
        label={t('fields.note')}
        error={errors.note}
        className="space-y-1.5 @md:col-span-2"
      >
        <textarea
          {...describedBy('note', errors.note)}
          className="min-h-20 w-full rounded-md border border-border bg-card px-3 py-2 text-sm"
          maxLength={1000}
          value={draft.note}
          onChange={(event) => update({ note: event.target.value })}
        />
      </FieldShell>
    </div>
  );
}
