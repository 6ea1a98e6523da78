import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/renderers/page-state';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { statusKey } from '@/tables/status-styles';
import { notice } from '@/ui/notices';
import { contactsQuery, invoiceQuery } from './invoice-calls';
import { draftFromInvoice, newDraft } from './invoice-draft';
import { InvoiceBuilderForm } from './invoice-builder-form';

/** Statuses the server lets the builder change (PUT refuses the others). */
const EDITABLE = new Set(['draft', 'sent']);

/**
 * /invoices/builder (a new invoice) and /invoices/builder/:slug (edit one). An invoice that cannot be read, or
 * can no longer be changed, sends the person to the invoices list with a notice (spec B §2, §8).
 */
export default function InvoiceBuilderScreen() {
  // statuses: the subtitle names the invoice's status.
  const { t } = useTranslation(['invoice-builder', 'statuses']);
  const { slug } = useParams();
  const navigate = useNavigate();
  const invoice = useQuery({ ...invoiceQuery(slug ?? ''), enabled: !!slug });
  const contacts = useQuery({ ...contactsQuery, enabled: !!slug });
  const [now] = useState(() => Date.now());
  const unusable = !!slug && (invoice.isError || (invoice.data && !EDITABLE.has(invoice.data.status)));

  useEffect(() => {
    if (!unusable) return;
    notice.error(invoice.isError ? t('notices.loadFailed') : t('notices.notEditable'));
    const list = routeHref('invoices');
    if (list) void navigate(list, { replace: true });
  }, [unusable, invoice.isError, navigate, t]);

  const heading = slug ? t('title.edit') : t('title.new');
  const subtitle =
    slug && invoice.data
      ? t('title.editing', { number: invoice.data.number, status: t(statusKey(invoice.data.status)) })
      : t('description');
  let body;
  if (!slug) body = <InvoiceBuilderForm initial={newDraft(now)} />;
  else if (invoice.data && !unusable && !contacts.isPending)
    body = (
      <InvoiceBuilderForm
        key={invoice.data.id}
        initial={draftFromInvoice(invoice.data, contacts.data ?? [])}
        existing={invoice.data}
      />
    );
  else body = <PageLoading />;

  return (
    <div
      className="@container space-y-4"
      data-route-name={slug ? 'invoices-builder-slug' : 'invoices-builder'}
    >
      <div>
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      {body}
    </div>
  );
}
