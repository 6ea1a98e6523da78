import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { translateServerMessage } from '@/i18n/server-messages';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { notice } from '@/ui/notices';
import { createInvoice, sendInvoice, updateInvoice, useBuilderLists, type Invoice } from './invoice-calls';
import { filledLines, quantityOf, toInvoiceBody, type InvoiceDraft } from './invoice-draft';
import { builderField, draftErrors, type DraftErrors } from './invoice-rules';
import { invoiceTotals } from './invoice-totals';

type Busy = 'save' | 'send' | null;

/**
 * The builder's state and its two actions. Save draft creates (POST) or updates (PUT …/{public_id}); Send
 * saves first, then PUT …/{id}/send with the chosen contact. Once saved, later saves update the same invoice,
 * so a send that fails after the save does not create a second draft.
 */
export function useInvoiceBuilder(initial: InvoiceDraft, existing: Invoice | undefined) {
  const { t } = useTranslation('invoice-builder');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(existing);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  const lists = useBuilderLists(draft.currency);

  const products = lists.products.data;
  const priceOf = useMemo(() => {
    const prices = new Map(
      (products ?? []).map((p) => [p.id, p.prices?.find((price) => price.currency === draft.currency)]),
    );
    return (productId: string) => prices.get(productId)?.amount;
  }, [products, draft.currency]);

  const taxes = (lists.taxes.data ?? []).filter((tax) => draft.tax_ids.includes(tax.id));
  const discounts = (lists.discounts.data ?? []).filter((d) => draft.discount_ids.includes(d.id));
  const lines = filledLines(draft).map((line) => ({
    quantity: Number.isInteger(quantityOf(line)) ? Math.max(0, quantityOf(line)) : 0,
    price: priceOf(line.product_id) ?? 0,
  }));
  const totals = invoiceTotals(lines, taxes, discounts, draft.currency);
  const ruleErrors = draftErrors(draft, priceOf, totals);
  const shownRules = tried ? ruleErrors : {};
  /** Field → the text shown there: the rule's message, or what the server said about the last call. */
  const errors: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(shownRules).map(([field, key]) => [field, t(key, { currency: draft.currency })]),
    ),
    ...serverErrors,
  };

  const update = (change: Partial<InvoiceDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    // A server message is about what was sent; once the person changes something it no longer applies.
    setServerErrors({});
  };

  /** Puts a failed call's field errors at their fields, the rest in a notice. */
  function showFailure(error: unknown, fallbackKey: string) {
    const placed: DraftErrors = {};
    const unplaced: string[] = [];
    if (error instanceof ApiError && error.errors) {
      for (const [field, messages] of Object.entries(error.errors)) {
        const target = builderField(field, draft);
        const texts = messages.map((message) => translateServerMessage(message, t));
        if (target) placed[target] = texts[0] ?? '';
        else unplaced.push(...texts);
      }
    }
    setServerErrors(placed);
    if (Object.keys(placed).length === 0 || unplaced.length > 0)
      notice.error(unplaced[0] ?? apiErrorText(error, t, fallbackKey));
  }

  async function save(): Promise<Invoice | undefined> {
    const body = {
      ...toInvoiceBody(draft, priceOf),
      // Only discounts offered for this currency: one picked before a currency change may not apply.
      discount_ids: discounts.map((d) => d.id),
    };
    try {
      const invoice = saved ? await updateInvoice(saved.public_id, body) : await createInvoice(body);
      setSaved(invoice);
      return invoice;
    } catch (error) {
      showFailure(error, 'invoice-builder:notices.saveFailed');
      return undefined;
    }
  }

  async function run(kind: Exclude<Busy, null>) {
    setTried(true);
    setServerErrors({});
    if (Object.keys(ruleErrors).length > 0) {
      notice.error(t('notices.fixErrors'));
      return;
    }
    setBusy(kind);
    const invoice = await save();
    let done = invoice;
    if (invoice && kind === 'send') {
      try {
        done = await sendInvoice(invoice.id, draft.customer_id);
      } catch (error) {
        done = undefined;
        // The draft is saved (kept in `saved`), so trying again updates it rather than adding another.
        showFailure(error, 'invoice-builder:notices.sendFailed');
      }
    }
    setBusy(null);
    if (!done) return;
    await queryClient.invalidateQueries();
    notice.success(
      kind === 'send'
        ? t('notices.sent', { number: done.number, email: done.customer.email })
        : t('notices.saved', { number: done.number }),
    );
    const detail = routeHref('invoices-slug', { slug: done.id });
    if (detail) void navigate(detail);
  }

  return {
    draft,
    update,
    lists,
    priceOf,
    totals,
    errors,
    busy,
    saved,
    saveDraft: () => void run('save'),
    send: () => void run('send'),
  };
}

export type InvoiceBuilderState = ReturnType<typeof useInvoiceBuilder>;
