import { filledLines, quantityOf, toIsoDate, type InvoiceDraft } from './invoice-draft';
import type { InvoiceTotals } from './invoice-totals';

/**
 * Field → message key (invoice-builder namespace). Line fields are keyed by the line's key, not its position,
 * so a message stays with its row when another row is removed.
 */
export type DraftErrors = Record<string, string>;

export const lineField = (lineKey: string, field: 'product_id' | 'quantity') => `lines.${lineKey}.${field}`;

/**
 * Spec B §5: at least one product and a grand total above 0; plus what the server would refuse anyway (a
 * whole quantity of at least 1, a product priced in the invoice currency, a customer, real dates with the due
 * date not before the invoice date), so the person sees every problem at its field before anything is sent.
 */
export function draftErrors(
  draft: InvoiceDraft,
  priceOf: (productId: string) => number | undefined,
  totals: InvoiceTotals,
): DraftErrors {
  const errors: DraftErrors = {};
  const lines = filledLines(draft);
  if (lines.length === 0) errors.lines = 'rules.noProduct';
  for (const line of lines) {
    const quantity = quantityOf(line);
    if (!line.quantity.trim() || !Number.isInteger(quantity) || quantity < 1)
      errors[lineField(line.key, 'quantity')] = 'rules.quantity';
    if (priceOf(line.product_id) === undefined) errors[lineField(line.key, 'product_id')] = 'rules.noPrice';
  }
  if (!draft.customer_id) errors.customer_id = 'rules.customer';
  const invoiceDate = toIsoDate(draft.invoice_date);
  const dueDate = toIsoDate(draft.due_date);
  if (!invoiceDate) errors.invoice_date = 'rules.date';
  if (!dueDate) errors.due_date = 'rules.date';
  else if (invoiceDate && dueDate < invoiceDate) errors.due_date = 'rules.dueBeforeDate';
  const linesOk = lines.length > 0 && !Object.keys(errors).some((field) => field.startsWith('lines.'));
  if (linesOk && !(totals.grand_total > 0)) errors.total = 'rules.totalAboveZero';
  return errors;
}

/**
 * Where a server field error belongs in the builder: `items.1.quantity` → the second filled line's quantity,
 * `items` → the lines, `contact_id` (send) → the customer. Unknown fields return undefined (shown as a notice).
 */
export function builderField(serverField: string, draft: InvoiceDraft): string | undefined {
  const lineMatch = /^items\.(\d+)\.(\w+)$/.exec(serverField);
  if (lineMatch) {
    const line = filledLines(draft)[Number(lineMatch[1])];
    if (!line) return 'lines';
    return lineField(line.key, lineMatch[2] === 'quantity' ? 'quantity' : 'product_id');
  }
  const direct: Record<string, string> = {
    items: 'lines',
    customer_id: 'customer_id',
    contact_id: 'customer_id',
    invoice_date: 'invoice_date',
    due_date: 'due_date',
    currency: 'currency',
    template_id: 'template_id',
    tax_ids: 'tax_ids',
    discount_ids: 'discount_ids',
    note: 'note',
  };
  return direct[serverField];
}
