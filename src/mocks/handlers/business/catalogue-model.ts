import type { Db } from '../../store/db';
import { pad } from '../../store/random';
import type { BusinessTemplate, Discount, Owned, Product, Tax } from '../../store/types';
import { FieldErrors, HEX_COLOR, TITLE } from './errors';
import {
  absoluteUrl,
  CURRENCY,
  isHttpUrl,
  isString,
  isValidAmount,
  strip,
  type MainBody,
  type MainSchema,
} from './shared';

export const toProduct = (
  request: Request,
  row: Owned<Product>,
  withPrices = true,
): MainSchema<'Product'> => {
  const { prices, ...rest } = strip(row);
  return {
    ...rest,
    image: absoluteUrl(request, row.image),
    ...(withPrices ? { prices: prices.map((price) => ({ ...price })) } : {}),
  };
};

export const toTemplate = (
  request: Request,
  row: Owned<BusinessTemplate>,
): MainSchema<'BusinessTemplate'> => ({
  ...strip(row),
  logo: absoluteUrl(request, row.logo),
});

export const toDiscount = (row: Owned<Discount>, withPrices = false): MainSchema<'Discount'> => ({
  ...strip(row),
  ...(withPrices
    ? {
        prices:
          row.type === 'flat' && row.currency
            ? [{ id: `${row.id}_${row.currency}`, currency: row.currency, amount: row.value }]
            : [],
      }
    : {}),
});

const nameRule = (errors: FieldErrors, name: unknown) =>
  errors.check(
    isString(name) && name.length <= 255 && TITLE.test(name),
    'name',
    'Only letters, numbers, dashes and spaces are allowed.',
  );

const optionalUrl = (errors: FieldErrors, field: string, value: unknown) =>
  value === undefined || value === null || errors.check(isHttpUrl(value), field, 'The URL is invalid.');

/** Product fields after validation; new price ids continue the global `prc_` sequence. */
export function productFields(db: Db, body: MainBody<'createProduct'>, existing?: Owned<Product>) {
  const errors = new FieldErrors();
  nameRule(errors, body.name);
  errors.check(
    body.type === 'digital' || body.type === 'physical',
    'type',
    'The type must be digital or physical.',
  );
  errors.check(
    body.sku === undefined || (isString(body.sku) && body.sku.length <= 64),
    'sku',
    'Invalid SKU.',
  );
  errors.check(
    body.category === undefined || (isString(body.category) && body.category.length <= 100),
    'category',
    'Invalid category.',
  );
  optionalUrl(errors, 'image', body.image);
  const prices = Array.isArray(body.prices) ? body.prices : [];
  errors.check(prices.length > 0, 'prices', 'At least one price is required.');
  prices.forEach((price, i) => {
    if (errors.check(CURRENCY.test(price.currency ?? ''), `prices.${i}.currency`, 'The currency is invalid.'))
      errors.check(isValidAmount(price.amount, price.currency), `prices.${i}.amount`, 'Invalid amount');
  });
  errors.check(
    new Set(prices.map((p) => p.currency)).size === prices.length,
    'prices',
    'One price per currency.',
  );
  errors.throwIfAny();
  let next = db.products.all().reduce((max, row) => {
    for (const price of row.prices) max = Math.max(max, Number(price.id.replace(/\D/g, '')) || 0);
    return max;
  }, 0);
  return {
    name: body.name,
    sku: body.sku ?? existing?.sku ?? '',
    category: body.category ?? existing?.category ?? '',
    type: body.type,
    image: body.image === undefined ? (existing?.image ?? null) : body.image,
    prices: prices.map((price) => ({
      id: existing?.prices.find((old) => old.currency === price.currency)?.id ?? `prc_${pad(++next, 3)}`,
      currency: price.currency,
      amount: price.amount,
    })),
    active: body.active ?? existing?.active ?? true,
  };
}

/** Name, type and value rules shared by taxes and discounts. */
function checkRule(errors: FieldErrors, body: MainBody<'createTax'>) {
  nameRule(errors, body.name);
  if (
    errors.check(
      body.type === 'flat' || body.type === 'percentage',
      'type',
      'The type must be flat or percentage.',
    )
  )
    errors.check(
      typeof body.value === 'number' && body.value >= 0 && (body.type === 'flat' || body.value <= 100),
      'value',
      body.type === 'percentage' ? 'A percentage is between 0 and 100.' : 'The value must be 0 or more.',
    );
}

export function taxFields(body: MainBody<'createTax'>, existing?: Owned<Tax>): Omit<Tax, 'id'> {
  const errors = new FieldErrors();
  checkRule(errors, body);
  errors.throwIfAny();
  return {
    name: body.name,
    value: body.value,
    type: body.type,
    active: body.active ?? existing?.active ?? true,
  };
}

export function discountFields(
  body: MainBody<'createDiscount'>,
  existing?: Owned<Discount>,
): Omit<Discount, 'id'> {
  // A percentage applies to an invoice in any currency: a currency the form still holds from an earlier
  // "fixed amount" choice is not kept, or the builder's filter[currency] would hide the discount elsewhere.
  const currency =
    body.type === 'percentage'
      ? null
      : body.currency === undefined
        ? (existing?.currency ?? null)
        : body.currency;
  const errors = new FieldErrors();
  checkRule(errors, body);
  if (currency !== null) errors.check(CURRENCY.test(currency), 'currency', 'The currency is invalid.');
  else if (body.type === 'flat') errors.add('currency', 'A flat discount needs a currency.');
  errors.throwIfAny();
  return {
    name: body.name,
    value: body.value,
    type: body.type,
    active: body.active ?? existing?.active ?? true,
    currency,
  };
}

export function templateFields(body: MainBody<'createInvoiceTemplate'>, existing?: Owned<BusinessTemplate>) {
  const errors = new FieldErrors();
  nameRule(errors, body.name);
  errors.check(
    isString(body.color) && HEX_COLOR.test(body.color),
    'color',
    'The colour must look like #1E40AF.',
  );
  optionalUrl(errors, 'logo', body.logo);
  const footer = body.footer_note === undefined ? (existing?.footer_note ?? '') : (body.footer_note ?? '');
  errors.check(footer.length <= 500, 'footer_note', 'The footer note may not exceed 500 characters.');
  errors.throwIfAny();
  return {
    name: body.name,
    color: body.color,
    logo: body.logo === undefined ? (existing?.logo ?? null) : body.logo,
    footer_note: footer,
    is_default: body.is_default ?? existing?.is_default ?? false,
  };
}
