import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok, paged } from '../../respond';
import type { UserScope } from '../../store/db';
import { runQuery } from '../../store/list-query';
import { reportDate, seqId } from '../../store/random';
import type { Invoice, Owned } from '../../store/types';
import { EMAIL, FieldErrors, PERSON_NAME } from './errors';
import { amountPaid, invoiceFields, toInvoice } from './invoicing-model';
import {
  absoluteUrl,
  filterParam,
  listQuery,
  nowIso,
  originOf,
  paymentId,
  requireFeature,
  roundMoney,
  strip,
  type MainBody,
  type MainSchema,
} from './shared';

const NOT_FOUND = 'Invoice not found.';

/** The invoicing area is behind the invoicing_enabled flag (spec A §6). */
function invoicing(backend: DemoBackend, request: Request) {
  const caller = requireCaller(backend, request);
  requireFeature(caller.user, 'invoicing_enabled');
  return caller;
}

/** By id, or by public_id (spec B §7 writes the update as PUT .../invoices/{public_id}). */
const invoiceOf = (scope: UserScope, id: string): Owned<Invoice> =>
  found(scope.invoices.get(id) ?? scope.invoices.find((row) => row.public_id === id), NOT_FOUND);

/** A public (customer-facing) invoice: never a draft. */
function publicInvoice(backend: DemoBackend, id: string): Owned<Invoice> {
  const row = backend.db.invoices.find((invoice) => invoice.public_id === id || invoice.id === id);
  if (!row || row.status === 'draft') throw failure(404, NOT_FOUND);
  return row;
}

function toPublicInvoice(
  backend: DemoBackend,
  request: Request,
  row: Owned<Invoice>,
): MainSchema<'PublicInvoice'> {
  const profile = backend.db.publicProfiles.find((p) => p.user_id === row.user_id && p.is_active);
  const template = row.template_id ? backend.db.businessTemplates.get(row.template_id) : undefined;
  return {
    invoice: toInvoice(row),
    merchant: {
      business_name: profile?.business_name ?? backend.db.users.get(row.user_id)?.name ?? '',
      logo: absoluteUrl(request, profile?.logo),
    },
    template:
      template && template.user_id === row.user_id
        ? { ...strip(template), logo: absoluteUrl(request, template.logo) }
        : null,
    amount_due: roundMoney(Math.max(0, row.summary.grand_total - amountPaid(row)), row.currency),
  };
}

export const invoiceHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/invoicing/invoices', ({ request, response }) => {
    const { scope } = invoicing(backend, request);
    const status = filterParam(request, 'status');
    const from = filterParam(request, 'date_from');
    const to = filterParam(request, 'date_to');
    const rows = scope.invoices.all().map(toInvoice);
    const query = listQuery<(typeof rows)[number]>(request, {
      where: (row) =>
        (!status || row.status === status) &&
        (!from || row.invoice_date >= from) &&
        (!to || row.invoice_date <= to),
      search_fields: ['number', 'public_id', 'customer.name', 'customer.email'],
    });
    return response(200).json(paged(runQuery(rows, query)));
  }),

  mainHttp.post('/api/v2/invoicing/invoices', async ({ request, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'createInvoice'>>(request);
    requireFields(body, ['items', 'customer_id']);
    const fields = invoiceFields(backend, scope, body);
    const id = backend.db.invoices.nextId();
    const n = Number(String(id).replace(/\D/g, ''));
    const year = new Date(backend.now()).getUTCFullYear();
    const row = scope.invoices.insert({
      ...fields,
      id: String(id),
      public_id: seqId(`INV-${year}-`, n, 4),
      status: 'draft',
      amount_paid: 0,
      created_at: nowIso(backend),
    });
    return response(200).json(ok(toInvoice(row), 'Invoice created.'));
  }),

  mainHttp.get('/api/v2/invoicing/invoices/{id}', ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    return response(200).json(ok(toInvoice(invoiceOf(scope, params.id))));
  }),

  mainHttp.put('/api/v2/invoicing/invoices/{id}', async ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'updateInvoice'>>(request);
    requireFields(body, ['items', 'customer_id']);
    const row = invoiceOf(scope, params.id);
    if (row.status !== 'draft' && row.status !== 'sent')
      throw failure(422, 'Only draft or sent invoices can be changed.', { status: [row.status] });
    const updated = scope.invoices.update(row.id, invoiceFields(backend, scope, body, row));
    return response(200).json(ok(toInvoice(found(updated, NOT_FOUND)), 'Invoice updated.'));
  }),

  mainHttp.delete('/api/v2/invoicing/invoices/{id}', ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    const row = invoiceOf(scope, params.id);
    if (row.status !== 'draft') throw failure(422, 'Only drafts can be deleted.', { status: [row.status] });
    scope.invoices.remove(row.id);
    return response(200).json(ok(null, 'Invoice deleted.'));
  }),

  mainHttp.put('/api/v2/invoicing/invoices/{id}/send', async ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'sendInvoice'>>(request);
    requireFields(body, ['contact_id']);
    const row = invoiceOf(scope, params.id);
    const contact = scope.contacts.get(body.contact_id);
    const errors = new FieldErrors();
    if (errors.check(!!contact, 'contact_id', 'The selected contact is invalid.'))
      errors.check(EMAIL.test(contact?.email ?? ''), 'contact_id', 'The contact needs an email address.');
    const sendable = row.status === 'draft' || row.status === 'sent' || row.status === 'overdue';
    errors.check(sendable, 'status', 'Only draft or open invoices can be sent.');
    errors.throwIfAny();
    const updated = scope.invoices.update(row.id, {
      status: row.status === 'draft' ? 'sent' : row.status,
      customer: {
        id: contact?.id ?? row.customer.id,
        name: `${contact?.first_name ?? ''} ${contact?.last_name ?? ''}`.trim(),
        email: contact?.email ?? row.customer.email,
      },
    });
    return response(200).json(ok(toInvoice(found(updated, NOT_FOUND)), 'Invoice sent.'));
  }),

  mainHttp.get('/api/v2/invoicing/public/invoices/{id}', ({ request, params, response }) => {
    return response(200).json(ok(toPublicInvoice(backend, request, publicInvoice(backend, params.id))));
  }),

  mainHttp.post('/api/v2/invoicing/public/invoices/{id}/pay', async ({ request, params, response }) => {
    const body = await readJson<MainBody<'payPublicInvoice'>>(request);
    requireFields(body, ['payer_email', 'payment_method']);
    const errors = new FieldErrors();
    errors.check(
      EMAIL.test(body.payer_email),
      'payer_email',
      'The payer email must be a valid email address.',
    );
    errors.check(
      ['card', 'wallet', 'bank_transfer'].includes(body.payment_method),
      'payment_method',
      'Invalid payment method.',
    );
    if (body.payer_name !== undefined)
      errors.check(PERSON_NAME.test(body.payer_name), 'payer_name', 'Invalid name.');
    errors.throwIfAny();
    const row = publicInvoice(backend, params.id);
    if (row.status === 'paid') throw failure(422, 'The invoice is already paid.', { status: ['paid'] });
    if (row.status === 'void') throw failure(422, 'The invoice is void.', { status: ['void'] });
    const due = roundMoney(row.summary.grand_total - amountPaid(row), row.currency);
    const payment_id = paymentId(`${row.public_id}:${amountPaid(row)}`);
    if (body.payment_method === 'bank_transfer') {
      // The transfer arrives later; the invoice stays open until then.
      return response(200).json(ok({ status: 'processing' as const, payment_id, redirect_url: null }));
    }
    backend.db.invoices.update(row.id, { status: 'paid', amount_paid: row.summary.grand_total });
    backend.db.processingTransactions.insert({
      user_id: row.user_id,
      date: reportDate(nowIso(backend)),
      payment_method: body.payment_method === 'card' ? 'Visa' : 'Apple Pay',
      amount: due,
      currency: row.currency,
      order_id: row.public_id,
      type: 'payment',
      status: 'successful',
    });
    const redirect_url = `${originOf(request)}/pay/invoice/${row.public_id}?payment=${payment_id}`;
    return response(200).json(
      ok({ status: 'successful' as const, payment_id, redirect_url }, 'Payment successful'),
    );
  }),
];
