/**
 * The builder's calls (spec B §7) with the page sizes and filters the spec names. Reads are react-query
 * queries; a failure is shown to the person by the screen (spec B §8: these calls rethrow to the caller).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/generated/main';

type Schemas = components['schemas'];
export type Invoice = Schemas['Invoice'];
export type Product = Schemas['Product'];
export type Tax = Schemas['Tax'];
export type Discount = Schemas['Discount'];
export type BusinessTemplate = Schemas['BusinessTemplate'];
export type Contact = Schemas['Contact'];
export type InvoiceBody = Schemas['InvoiceInput'];

export const productsQuery = queryOptions({
  queryKey: ['invoice-builder', 'products'],
  queryFn: async () =>
    (
      await unwrap(
        api.main.GET('/api/v2/invoicing/products', {
          params: { query: { per_page: 1000, include: 'prices' } },
        }),
      )
    ).data,
});

export const templatesQuery = queryOptions({
  queryKey: ['invoice-builder', 'templates'],
  queryFn: async () =>
    (
      await unwrap(
        api.main.GET('/api/v2/invoicing/invoice-templates', { params: { query: { per_page: 1000 } } }),
      )
    ).data,
});

export const taxesQuery = queryOptions({
  queryKey: ['invoice-builder', 'taxes'],
  queryFn: async () =>
    (
      await unwrap(
        api.main.GET('/api/v2/invoicing/taxes', {
          params: { query: { per_page: 999, page: 1, filter: { active: 1 } } },
        }),
      )
    ).data,
});

/** Discounts that apply to the invoice currency (filter[currency]): asked again when the currency changes. */
export const discountsQuery = (currency: string) =>
  queryOptions({
    queryKey: ['invoice-builder', 'discounts', currency],
    queryFn: async () =>
      (
        await unwrap(
          api.main.GET('/api/v2/invoicing/discounts', {
            params: {
              query: { per_page: 999, page: 1, include: 'prices', filter: { active: 1, currency } },
            },
          }),
        )
      ).data,
  });

/** Every contact (all=1) in the order spec B §7 names; only those with an email are offered (spec B §5). */
export const contactsQuery = queryOptions({
  queryKey: ['invoice-builder', 'contacts'],
  queryFn: async () =>
    (
      await unwrap(
        api.main.GET('/api/v2/main/contacts', {
          params: { query: { prefer_favorite: 1, sort_by: 'first_name', order_by: 'asc', all: 1 } },
        }),
      )
    ).data.filter((contact) => !!contact.email),
});

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ['invoice-builder', 'invoice', id],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/invoicing/invoices/{id}', { params: { path: { id } } }))).data,
    retry: false,
  });

export const useBuilderLists = (currency: string) => ({
  products: useQuery(productsQuery),
  templates: useQuery(templatesQuery),
  taxes: useQuery(taxesQuery),
  discounts: useQuery(discountsQuery(currency)),
  contacts: useQuery(contactsQuery),
});

export async function createInvoice(body: InvoiceBody): Promise<Invoice> {
  return (await unwrap(api.main.POST('/api/v2/invoicing/invoices', { body }))).data;
}

/** Spec B §7 writes the update as PUT …/invoices/{public_id}. */
export async function updateInvoice(publicId: string, body: InvoiceBody): Promise<Invoice> {
  return (
    await unwrap(
      api.main.PUT('/api/v2/invoicing/invoices/{id}', { params: { path: { id: publicId } }, body }),
    )
  ).data;
}

export async function sendInvoice(id: string, contactId: string): Promise<Invoice> {
  return (
    await unwrap(
      api.main.PUT('/api/v2/invoicing/invoices/{id}/send', {
        params: { path: { id } },
        body: { contact_id: contactId },
      }),
    )
  ).data;
}
