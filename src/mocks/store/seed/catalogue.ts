import { PERSONA_ID as P } from '../personas';
import { rngFor, roundTo, seqId } from '../random';
import type { BusinessTemplate, Discount, Owned, Product, Tax } from '../types';

const M = P.merchant;

const PRODUCTS: readonly (readonly [string, string, Product['type'], number])[] = [
  ['Espresso beans 1 kg', 'Coffee', 'physical', 32],
  ['Single-origin filter 250 g', 'Coffee', 'physical', 14.5],
  ['Cold brew concentrate', 'Coffee', 'physical', 18],
  ['Ceramic pour-over set', 'Equipment', 'physical', 46],
  ['Burr grinder', 'Equipment', 'physical', 189],
  ['Barista course (online)', 'Training', 'digital', 120],
  ['Latte art masterclass', 'Training', 'digital', 75],
  ['Monthly subscription box', 'Subscriptions', 'physical', 39],
  ['Gift card', 'Gift cards', 'digital', 50],
  ['Wholesale consultation (hour)', 'Services', 'digital', 95],
  ['Branded tote bag', 'Merchandise', 'physical', 12],
  ['Recipe e-book', 'Training', 'digital', 9.99],
];

export function seedProducts(seed: number): Owned<Product>[] {
  const rng = rngFor(seed, 'products');
  let priceId = 0;
  return PRODUCTS.map(([name, category, type, usd], i) => ({
    id: seqId('prd_', i + 1, 3),
    user_id: M,
    name,
    sku: `SKU-${category.slice(0, 3).toUpperCase()}-${rng.digits(4)}`,
    category,
    type,
    image: i % 3 === 0 ? `/demo/products/prd_${String(i + 1).padStart(3, '0')}.png` : null,
    prices: [
      { id: seqId('prc_', ++priceId, 3), currency: 'USD', amount: usd },
      { id: seqId('prc_', ++priceId, 3), currency: 'EUR', amount: roundTo(usd * 0.92, 2) },
    ],
    active: i !== 10,
  }));
}

export const seedTaxes = (): Owned<Tax>[] => [
  { id: 'tax_001', user_id: M, name: 'VAT 20%', value: 20, type: 'percentage', active: true },
  { id: 'tax_002', user_id: M, name: 'California sales tax', value: 7.25, type: 'percentage', active: true },
  { id: 'tax_003', user_id: M, name: 'GST 10%', value: 10, type: 'percentage', active: true },
  { id: 'tax_004', user_id: M, name: 'Packaging fee', value: 2.5, type: 'flat', active: false },
];

export const seedDiscounts = (): Owned<Discount>[] => [
  {
    id: 'dsc_001',
    user_id: M,
    name: 'Early bird 10%',
    value: 10,
    type: 'percentage',
    currency: null,
    active: true,
  },
  {
    id: 'dsc_002',
    user_id: M,
    name: 'Loyalty 5%',
    value: 5,
    type: 'percentage',
    currency: null,
    active: true,
  },
  { id: 'dsc_003', user_id: M, name: '$15 off', value: 15, type: 'flat', currency: 'USD', active: true },
  {
    id: 'dsc_004',
    user_id: M,
    name: 'Winter sale 25%',
    value: 25,
    type: 'percentage',
    currency: null,
    active: false,
  },
];

export const seedBusinessTemplates = (): Owned<BusinessTemplate>[] => [
  {
    id: 'tpl_001',
    user_id: M,
    name: 'Classic',
    logo: '/demo/logos/marquez.png',
    color: '#1f4e79',
    footer_note: 'Thank you for your business.',
    is_default: true,
  },
  {
    id: 'tpl_002',
    user_id: M,
    name: 'Modern',
    logo: null,
    color: '#0f766e',
    footer_note: 'Payment due within 7 days.',
    is_default: false,
  },
  {
    id: 'tpl_003',
    user_id: M,
    name: 'Minimal',
    logo: null,
    color: '#111827',
    footer_note: '',
    is_default: false,
  },
];
