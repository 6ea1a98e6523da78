import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { ok, paged } from '../../respond';
import {
  discountFields,
  productFields,
  taxFields,
  templateFields,
  toDiscount,
  toProduct,
  toTemplate,
} from './catalogue-model';
import { filterParam, listQuery, queryParam, requireFeature, strip, type MainBody } from './shared';

function invoicing(backend: DemoBackend, request: Request) {
  const caller = requireCaller(backend, request);
  requireFeature(caller.user, 'invoicing_enabled');
  return caller;
}

/** filter[active]=1|0 as a predicate (absent: every row). */
const activeFilter = (request: Request) => {
  const active = filterParam(request, 'active');
  return active === null
    ? undefined
    : (row: { active: boolean }) => row.active === (active === '1' || active === 'true');
};

export const productHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/invoicing/products', ({ request, response }) => {
    const { scope } = invoicing(backend, request);
    const withPrices = queryParam(request, 'include')?.split(',').includes('prices') ?? false;
    const page = scope.products.list(
      listQuery(request, { where: activeFilter(request), search_fields: ['name', 'sku', 'category'] }),
    );
    return response(200).json(
      paged({ ...page, data: page.data.map((row) => toProduct(request, row, withPrices)) }),
    );
  }),
  mainHttp.post('/api/v2/invoicing/products', async ({ request, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'createProduct'>>(request);
    requireFields(body, ['name', 'type', 'prices']);
    const row = scope.products.insert(productFields(backend.db, body));
    return response(200).json(ok(toProduct(request, row), 'Product created.'));
  }),
  mainHttp.get('/api/v2/invoicing/products/{id}', ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    return response(200).json(
      ok(toProduct(request, found(scope.products.get(params.id), 'Product not found.'))),
    );
  }),
  mainHttp.put('/api/v2/invoicing/products/{id}', async ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'updateProduct'>>(request);
    requireFields(body, ['name', 'type', 'prices']);
    const row = found(scope.products.get(params.id), 'Product not found.');
    const updated = found(scope.products.update(row.id, productFields(backend.db, body, row)));
    return response(200).json(ok(toProduct(request, updated), 'Product updated.'));
  }),
  mainHttp.delete('/api/v2/invoicing/products/{id}', ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    scope.products.remove(found(scope.products.get(params.id), 'Product not found.').id);
    return response(200).json(ok(null, 'Product deleted.'));
  }),
];

export const taxHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/invoicing/taxes', ({ request, response }) => {
    const { scope } = invoicing(backend, request);
    const page = scope.taxes.list(
      listQuery(request, { where: activeFilter(request), search_fields: ['name'] }),
    );
    return response(200).json(paged({ ...page, data: page.data.map(strip) }));
  }),
  mainHttp.post('/api/v2/invoicing/taxes', async ({ request, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'createTax'>>(request);
    requireFields(body, ['name', 'value', 'type']);
    return response(200).json(ok(strip(scope.taxes.insert(taxFields(body))), 'Tax created.'));
  }),
  mainHttp.get('/api/v2/invoicing/taxes/{id}', ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    return response(200).json(ok(strip(found(scope.taxes.get(params.id), 'Tax not found.'))));
  }),
  mainHttp.put('/api/v2/invoicing/taxes/{id}', async ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'updateTax'>>(request);
    requireFields(body, ['name', 'value', 'type']);
    const row = found(scope.taxes.get(params.id), 'Tax not found.');
    return response(200).json(
      ok(strip(found(scope.taxes.update(row.id, taxFields(body, row)))), 'Tax updated.'),
    );
  }),
  mainHttp.delete('/api/v2/invoicing/taxes/{id}', ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    scope.taxes.remove(found(scope.taxes.get(params.id), 'Tax not found.').id);
    return response(200).json(ok(null, 'Tax deleted.'));
  }),
];

export const discountHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/invoicing/discounts', ({ request, response }) => {
    const { scope } = invoicing(backend, request);
    const active = activeFilter(request);
    const currency = filterParam(request, 'currency');
    const withPrices = queryParam(request, 'include')?.split(',').includes('prices') ?? false;
    const page = scope.discounts.list(
      listQuery(request, {
        where: (row) =>
          (!active || active(row)) && (!currency || row.currency === null || row.currency === currency),
        search_fields: ['name'],
      }),
    );
    return response(200).json(paged({ ...page, data: page.data.map((row) => toDiscount(row, withPrices)) }));
  }),
  mainHttp.post('/api/v2/invoicing/discounts', async ({ request, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'createDiscount'>>(request);
    requireFields(body, ['name', 'value', 'type']);
    return response(200).json(
      ok(toDiscount(scope.discounts.insert(discountFields(body))), 'Discount created.'),
    );
  }),
  mainHttp.get('/api/v2/invoicing/discounts/{id}', ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    return response(200).json(
      ok(toDiscount(found(scope.discounts.get(params.id), 'Discount not found.'), true)),
    );
  }),
  mainHttp.put('/api/v2/invoicing/discounts/{id}', async ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    const body = await readJson<MainBody<'updateDiscount'>>(request);
    requireFields(body, ['name', 'value', 'type']);
    const row = found(scope.discounts.get(params.id), 'Discount not found.');
    const updated = found(scope.discounts.update(row.id, discountFields(body, row)));
    return response(200).json(ok(toDiscount(updated), 'Discount updated.'));
  }),
  mainHttp.delete('/api/v2/invoicing/discounts/{id}', ({ request, params, response }) => {
    const { scope } = invoicing(backend, request);
    scope.discounts.remove(found(scope.discounts.get(params.id), 'Discount not found.').id);
    return response(200).json(ok(null, 'Discount deleted.'));
  }),
];

export const templateHandlers = (backend: DemoBackend): HttpHandler[] => {
  /** One default template at most: making one the default clears the flag on the others. */
  const soleDefault = (scope: ReturnType<typeof invoicing>['scope'], id: string) => {
    for (const other of scope.businessTemplates.filter((row) => row.is_default && row.id !== id))
      scope.businessTemplates.update(other.id, { is_default: false });
  };
  return [
    mainHttp.get('/api/v2/invoicing/invoice-templates', ({ request, response }) => {
      const { scope } = invoicing(backend, request);
      const page = scope.businessTemplates.list(
        listQuery(request, { search_fields: ['name', 'footer_note'] }),
      );
      return response(200).json(paged({ ...page, data: page.data.map((row) => toTemplate(request, row)) }));
    }),
    mainHttp.post('/api/v2/invoicing/invoice-templates', async ({ request, response }) => {
      const { scope } = invoicing(backend, request);
      const body = await readJson<MainBody<'createInvoiceTemplate'>>(request);
      requireFields(body, ['name', 'color']);
      const fields = templateFields(body);
      const row = scope.businessTemplates.insert({
        ...fields,
        is_default: fields.is_default || scope.businessTemplates.count() === 0,
      });
      if (row.is_default) soleDefault(scope, row.id);
      return response(200).json(ok(toTemplate(request, row), 'Template created.'));
    }),
    mainHttp.get('/api/v2/invoicing/invoice-templates/{id}', ({ request, params, response }) => {
      const { scope } = invoicing(backend, request);
      const row = found(scope.businessTemplates.get(params.id), 'Template not found.');
      return response(200).json(ok(toTemplate(request, row)));
    }),
    mainHttp.put('/api/v2/invoicing/invoice-templates/{id}', async ({ request, params, response }) => {
      const { scope } = invoicing(backend, request);
      const body = await readJson<MainBody<'updateInvoiceTemplate'>>(request);
      requireFields(body, ['name', 'color']);
      const row = found(scope.businessTemplates.get(params.id), 'Template not found.');
      const fields = templateFields(body, row);
      // Unticking "default" on the default template passes the default on, as deleting it does, so the
      // invoice builder always has one; the only template stays the default.
      const heir =
        row.is_default && !fields.is_default
          ? scope.businessTemplates.filter((other) => other.id !== row.id)[0]
          : undefined;
      const updated = found(
        scope.businessTemplates.update(row.id, {
          ...fields,
          is_default: fields.is_default || (row.is_default && !heir),
        }),
      );
      if (updated.is_default) soleDefault(scope, updated.id);
      if (heir) scope.businessTemplates.update(heir.id, { is_default: true });
      return response(200).json(ok(toTemplate(request, updated), 'Template updated.'));
    }),
    mainHttp.delete('/api/v2/invoicing/invoice-templates/{id}', ({ request, params, response }) => {
      const { scope } = invoicing(backend, request);
      const row = found(scope.businessTemplates.get(params.id), 'Template not found.');
      scope.businessTemplates.remove(row.id);
      // The default goes to the next template, so the invoice builder always has one.
      const next = row.is_default ? scope.businessTemplates.all()[0] : undefined;
      if (next) scope.businessTemplates.update(next.id, { is_default: true });
      return response(200).json(ok(null, 'Template deleted.'));
    }),
  ];
};
