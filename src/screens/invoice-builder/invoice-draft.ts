/** The builder's state as the person types it, and its conversion to and from the API's invoice. */

/** A line as typed: the quantity stays a string so "1." or "" is kept while typing. */
export interface DraftLine {
  /** Stable React key; not sent. */
  key: string;
  product_id: string;
  quantity: string;
}

export interface InvoiceDraft {
  currency: string;
  customer_id: string;
  template_id: string;
  tax_ids: string[];
  discount_ids: string[];
  /** YYYY/MM/DD, as spec B §4 shows dates in the builder. */
  invoice_date: string;
  due_date: string;
  note: string;
  lines: DraftLine[];
}

/** Spec B §4 and §9: a new invoice is in USD, dated today and due 7 days later. */
export const DEFAULT_CURRENCY = 'USD';
export const DUE_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A day (UTC, like the server's dates) as YYYY/MM/DD. */
export const slashDate = (ms: number): string => {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
};

/** 2026-11-23 → 2026/11/23; anything else is returned as it is. */
export const toSlashDate = (iso: string): string => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1/$2/$3');

/** 2026/11/23 (or 2026-11-23) → 2026-11-23 if it is a real day, else undefined (2026/02/30 is not). */
export function toIsoDate(text: string): string | undefined {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const iso = `${year}-${month}-${day}`;
  return new Date(ms).toISOString().slice(0, 10) === iso ? iso : undefined;
}

let keySeed = 0;
export const newLine = (product_id = ''): DraftLine => ({
  key: `line-${++keySeed}`,
  product_id,
  quantity: '1',
});

export function newDraft(nowMs: number): InvoiceDraft {
  return {
    currency: DEFAULT_CURRENCY,
    customer_id: '',
    template_id: '',
    tax_ids: [],
    discount_ids: [],
    invoice_date: slashDate(nowMs),
    due_date: slashDate(nowMs + DUE_AFTER_DAYS * DAY_MS),
    note: '',
    lines: [newLine()],
  };
}

/** The saved invoice, as the API gives it, back into a draft to edit. */
export interface SavedInvoice {
  currency: string;
  customer: { id: string; email: string };
  template_id: string | null;
  tax_ids: string[];
  discount_ids: string[];
  invoice_date: string;
  due_date: string;
  note?: string | null;
  items: { product_id: string | null; quantity: number; index?: number }[];
}

/**
 * The customer is kept only if it is one of the offered contacts (by id, else by email): a seeded invoice's
 * customer may not be a contact, and then the person picks one.
 */
export function draftFromInvoice(
  invoice: SavedInvoice,
  contacts: readonly { id: string; email?: string | null }[],
): InvoiceDraft {
  const customer =
    contacts.find((contact) => contact.id === invoice.customer.id) ??
    contacts.find((contact) => !!contact.email && contact.email === invoice.customer.email);
  const items = [...invoice.items].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return {
    currency: invoice.currency,
    customer_id: customer?.id ?? '',
    template_id: invoice.template_id ?? '',
    tax_ids: [...invoice.tax_ids],
    discount_ids: [...invoice.discount_ids],
    invoice_date: toSlashDate(invoice.invoice_date),
    due_date: toSlashDate(invoice.due_date),
    note: invoice.note ?? '',
    lines: items.length
      ? items.map((item) => ({ ...newLine(item.product_id ?? ''), quantity: String(item.quantity) }))
      : [newLine()],
  };
}

/** Lines with a product chosen: an empty last row is a row still to fill, not an item. */
export const filledLines = (draft: InvoiceDraft): DraftLine[] =>
  draft.lines.filter((line) => line.product_id !== '');

export const quantityOf = (line: DraftLine): number => Number(line.quantity.trim());

/** The body of POST /invoices and PUT /invoices/{public_id}; call it only once the draft is valid. */
export function toInvoiceBody(draft: InvoiceDraft, priceOf: (productId: string) => number | undefined) {
  return {
    currency: draft.currency,
    customer_id: draft.customer_id,
    template_id: draft.template_id || null,
    tax_ids: draft.tax_ids,
    discount_ids: draft.discount_ids,
    invoice_date: toIsoDate(draft.invoice_date) ?? '',
    due_date: toIsoDate(draft.due_date) ?? '',
    note: draft.note.trim() || null,
    items: filledLines(draft).map((line, index) => {
      const price = priceOf(line.product_id);
      return {
        index,
        product_id: line.product_id,
        quantity: quantityOf(line),
        ...(price === undefined ? {} : { price }),
      };
    }),
  };
}
