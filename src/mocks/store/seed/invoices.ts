import { PERSONA_ID as P } from '../personas';
import { DAY_MS, isoDate, isoDateTime, REFERENCE_MS, rngFor, roundTo, seqId } from '../random';
import type { Discount, Invoice, InvoiceStatus, Owned, Product, Tax } from '../types';
import { person } from './names';

/** inv_0001 … inv_0006 carry these statuses in this order; the rest are drawn at random. */
export const INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'draft',
  'sent',
  'paid',
  'overdue',
  'void',
  'partially_paid',
];
const INVOICE_COUNT = 36;

// Days from the reference date to the due date, per status: overdue is past due, sent is still open.
const DUE_RANGE: Record<InvoiceStatus, readonly [number, number]> = {
  draft: [3, 30],
  sent: [1, 25],
  paid: [-200, 10],
  overdue: [-60, -1],
  void: [-150, 5],
  partially_paid: [-20, 20],
};

export function seedInvoices(
  seed: number,
  catalogue: {
    products: readonly Owned<Product>[];
    taxes: readonly Owned<Tax>[];
    discounts: readonly Owned<Discount>[];
  },
): Owned<Invoice>[] {
  const rng = rngFor(seed, 'invoices');
  const taxes = catalogue.taxes.filter((tax) => tax.active && tax.type === 'percentage');
  const discounts = catalogue.discounts.filter(
    (discount) => discount.active && discount.type === 'percentage',
  );
  return Array.from({ length: INVOICE_COUNT }, (_, i) => {
    const n = i + 1;
    const status = INVOICE_STATUSES[i] ?? rng.pick(INVOICE_STATUSES);
    const currency = rng.weighted([
      ['USD', 4],
      ['EUR', 1],
    ] as const);
    const items = rng
      .shuffle(catalogue.products)
      .slice(0, rng.int(1, 4))
      .map((product, index) => ({
        index,
        product_id: product.id,
        name: product.name,
        quantity: rng.int(1, 5),
        price: product.prices.find((price) => price.currency === currency)?.amount ?? 10,
      }));
    const tax = rng.chance(0.6) ? rng.pick(taxes) : undefined;
    const discount = rng.chance(0.3) ? rng.pick(discounts) : undefined;
    const subtotal = roundTo(
      items.reduce((sum, item) => sum + item.quantity * item.price, 0),
      2,
    );
    const taxAmount = tax ? roundTo((subtotal * tax.value) / 100, 2) : 0;
    const discountAmount = discount ? roundTo((subtotal * discount.value) / 100, 2) : 0;
    const [from, to] = DUE_RANGE[status];
    const dueMs = REFERENCE_MS + rng.int(from, to) * DAY_MS;
    const invoiceMs = dueMs - rng.int(7, 30) * DAY_MS;
    const customer = person(rng, 500 + n);
    return {
      id: seqId('inv_', n, 4),
      user_id: P.merchant,
      public_id: seqId('INV-2026-', n, 4),
      number: seqId('', n, 4),
      status,
      currency,
      summary: {
        subtotal,
        tax: taxAmount,
        discount: discountAmount,
        grand_total: roundTo(subtotal + taxAmount - discountAmount, 2),
      },
      items,
      customer: { id: seqId('cus_', n, 4), name: customer.name, email: customer.email },
      template_id: rng.pick(['tpl_001', 'tpl_002', null]),
      tax_ids: tax ? [tax.id] : [],
      discount_ids: discount ? [discount.id] : [],
      invoice_date: isoDate(invoiceMs),
      due_date: isoDate(dueMs),
      created_at: isoDateTime(invoiceMs - rng.int(0, 2) * DAY_MS),
    };
  });
}
