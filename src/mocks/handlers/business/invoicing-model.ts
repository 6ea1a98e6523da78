import type { DemoBackend } from '../../backend';
import type { UserScope } from '../../store/db';
import { DAY_MS, isoDate, pad } from '../../store/random';
import type { Discount, Invoice, Owned, Tax } from '../../store/types';
import { fractionOf } from '../../store/seed/currencies';
import { EMAIL, FieldErrors } from './errors';
import { CURRENCY, DATE, isString, isValidAmount, roundMoney, today, type MainSchema } from './shared';

type InvoiceInput = MainSchema<'InvoiceInput'>;
type InvoiceFields = Omit<Invoice, 'id' | 'public_id' | 'status' | 'created_at'>;

export function amountPaid(row: Invoice): number {
  if (row.amount_paid !== undefined) return row.amount_paid;
  if (row.status === 'paid') return row.summary.grand_total;
  return row.status === 'partially_paid' ? roundMoney(row.summary.grand_total * 0.4, row.currency) : 0;
}

export function toInvoice(row: Invoice): MainSchema<'Invoice'> {
  return {
    id: row.id,
    public_id: row.public_id,
    number: row.number,
    status: row.status,
    currency: row.currency,
    summary: { ...row.summary },
    items: row.items.map((item) => ({
      ...item,
      product_id: item.product_id ?? '',
      total: roundMoney(item.quantity * item.price, row.currency),
      currency: row.currency,
    })),
    customer: { ...row.customer },
    template_id: row.template_id,
    tax_ids: [...row.tax_ids],
    discount_ids: [...row.discount_ids],
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    amount_paid: amountPaid(row),
    note: row.note ?? null,
    created_at: row.created_at,
  };
}

/**
 * Rounds to the currency's digits through the exponent, so a half cent rounds up as the builder shows it
 * (1.005 → 1.01; `Math.round(1.005 * 100)` gives 1.00 because 1.005 is stored as 1.00499…).
 */
function roundHalfUp(amount: number, currency: string): number {
  const digits = fractionOf(currency);
  const rounded = Math.round(Number(`${Math.abs(amount)}e${digits}`));
  return Math.sign(amount) * Number(`${rounded}e-${digits}`) || 0;
}

/** Subtotal, taxes and discounts (both on the subtotal, as the seeded invoices are) and the grand total. */
export function summarize(
  items: readonly { quantity: number; price: number }[],
  taxes: readonly Tax[],
  discounts: readonly Discount[],
  currency: string,
): Invoice['summary'] {
  const subtotal = roundHalfUp(
    items.reduce((sum, item) => sum + item.quantity * item.price, 0),
    currency,
  );
  const part = (rule: Tax, applies = true) =>
    !applies ? 0 : rule.type === 'percentage' ? (subtotal * rule.value) / 100 : rule.value;
  const tax = roundHalfUp(
    taxes.reduce((sum, rule) => sum + part(rule), 0),
    currency,
  );
  const discount = roundHalfUp(
    discounts.reduce(
      (sum, rule) => sum + part(rule, rule.currency === null || rule.currency === currency),
      0,
    ),
    currency,
  );
  return { subtotal, tax, discount, grand_total: roundHalfUp(subtotal + tax - discount, currency) };
}

const nextNumber = (scope: UserScope): string =>
  pad(scope.invoices.all().reduce((max, row) => Math.max(max, Number(row.number) || 0), 0) + 1, 4);

/**
 * Validates an invoice body (spec B §5: at least one product, a grand total above 0, a customer with an email)
 * and returns the fields to store; every problem is reported at once.
 */
export function invoiceFields(
  backend: DemoBackend,
  scope: UserScope,
  body: Partial<InvoiceInput> & Pick<InvoiceInput, 'items' | 'customer_id'>,
  existing?: Owned<Invoice>,
): InvoiceFields {
  const errors = new FieldErrors();
  const currency = body.currency ?? existing?.currency ?? 'USD';
  errors.check(
    CURRENCY.test(currency) && !!backend.db.currencies.get(currency),
    'currency',
    'The currency is invalid.',
  );

  const rawItems = Array.isArray(body.items) ? body.items : [];
  errors.check(rawItems.length > 0, 'items', 'At least one product is required.');
  const items = rawItems.map((item, index) => {
    const product = isString(item.product_id) ? scope.products.get(item.product_id) : undefined;
    errors.check(!!product, `items.${index}.product_id`, 'The selected product is invalid.');
    const quantityOk = Number.isInteger(item.quantity) && item.quantity >= 1;
    errors.check(quantityOk, `items.${index}.quantity`, 'The quantity must be a whole number of at least 1.');
    let price = item.price;
    if (price === undefined) {
      price = product?.prices.find((p) => p.currency === currency)?.amount;
      if (product)
        errors.check(price !== undefined, `items.${index}.price`, `The product has no ${currency} price.`);
    } else errors.check(isValidAmount(price, currency), `items.${index}.price`, 'Invalid amount');
    return {
      index: item.index ?? index,
      product_id: product?.id ?? null,
      name: product?.name ?? '',
      quantity: quantityOk ? item.quantity : 1,
      price: price ?? 0,
    };
  });

  const contact = isString(body.customer_id) ? scope.contacts.get(body.customer_id) : undefined;
  if (errors.check(!!contact, 'customer_id', 'The selected customer is invalid.'))
    errors.check(EMAIL.test(contact?.email ?? ''), 'customer_id', 'The customer needs an email address.');

  const templateId = body.template_id === undefined ? (existing?.template_id ?? null) : body.template_id;
  if (templateId !== null)
    errors.check(
      !!scope.businessTemplates.get(templateId),
      'template_id',
      'The selected template is invalid.',
    );

  const taxIds = body.tax_ids ?? existing?.tax_ids ?? [];
  const taxes = taxIds.map((id) => scope.taxes.get(id)).filter((tax): tax is Owned<Tax> => !!tax?.active);
  errors.check(taxes.length === taxIds.length, 'tax_ids', 'A selected tax is invalid or inactive.');
  const discountIds = body.discount_ids ?? existing?.discount_ids ?? [];
  const discounts = discountIds
    .map((id) => scope.discounts.get(id))
    .filter((d): d is Owned<Discount> => !!d?.active && (d.currency === null || d.currency === currency));
  errors.check(
    discounts.length === discountIds.length,
    'discount_ids',
    `A selected discount does not apply to ${currency}.`,
  );

  const invoiceDate = body.invoice_date ?? existing?.invoice_date ?? today(backend);
  const dueDate = body.due_date ?? existing?.due_date ?? isoDate(Date.parse(invoiceDate) + 7 * DAY_MS);
  if (
    errors.check(
      DATE.test(invoiceDate) && !Number.isNaN(Date.parse(invoiceDate)),
      'invoice_date',
      'Invalid date.',
    )
  )
    errors.check(
      DATE.test(dueDate) && dueDate >= invoiceDate,
      'due_date',
      'The due date must be on or after the invoice date.',
    );

  const number = body.number ?? existing?.number ?? nextNumber(scope);
  const taken = scope.invoices.find((row) => row.number === number && row.id !== existing?.id);
  errors.check(!taken, 'number', 'The number has already been taken.');
  const note = body.note === undefined ? (existing?.note ?? null) : body.note;
  errors.check(
    note === null || (isString(note) && note.length <= 1000),
    'note',
    'The note may not exceed 1000 characters.',
  );

  const summary = summarize(items, taxes, discounts, currency);
  if (!errors.has()) errors.check(summary.grand_total > 0, 'items', 'The grand total must be above 0.');
  errors.throwIfAny();

  return {
    number,
    currency,
    summary,
    items,
    customer: {
      id: contact?.id ?? '',
      name: `${contact?.first_name ?? ''} ${contact?.last_name ?? ''}`.trim(),
      email: contact?.email ?? '',
    },
    template_id: templateId,
    tax_ids: taxes.map((tax) => tax.id),
    discount_ids: discounts.map((discount) => discount.id),
    invoice_date: invoiceDate,
    due_date: dueDate,
    note,
  };
}
