import { PERSONA_ID as P } from '../personas';
import { rngFor } from '../random';
import type { Owned, QrInfo, QrPayment, WidgetVersion, WidgetStatus } from '../types';

/** A holiday background drawn in SVG, so the demo shows it without a file on a server. */
const HOLIDAY_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">' +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#7f1d1d"/><stop offset="1" stop-color="#14532d"/></linearGradient></defs>' +
      '<rect width="640" height="400" fill="url(#g)"/>' +
      '<g fill="#fef3c7" opacity=".5"><circle cx="80" cy="60" r="6"/><circle cx="220" cy="140" r="4"/>' +
      '<circle cx="400" cy="70" r="5"/><circle cx="560" cy="180" r="7"/><circle cx="140" cy="300" r="5"/>' +
      '<circle cx="480" cy="330" r="4"/></g></svg>',
  );

// Names are title fields (spec B §5: letters, numbers, dashes and spaces), so a seeded version saves as it is.
const VERSIONS: readonly (readonly [string, WidgetStatus])[] = [
  ['Checkout v5 - holiday', 'draft'],
  ['Checkout v4 - new brand colours', 'under_review'],
  ['Checkout v3 - rounded', 'approved'],
  ['Checkout v2 - launch', 'active'],
  ['Checkout v1 - first try', 'rejected'],
];

export function seedWidgetVersions(seed: number): Owned<WidgetVersion>[] {
  const rng = rngFor(seed, 'widget-versions');
  return VERSIONS.map(([name, status], i) => ({
    id: `wv_00${i + 1}`,
    user_id: P.merchant,
    widget_id: 'wgt_001',
    name,
    status,
    updated_at: rng.past(30 * (i + 1), 30 * i),
    is_active: status === 'active',
    tags: status === 'active' ? ['live'] : i === 0 ? ['seasonal'] : [],
    settings: {
      shape: (['rounded', 'pill', 'rounded', 'sharp', 'sharp'] as const)[i] ?? 'rounded',
      brand_color: ['#b45309', '#1f4e79', '#0f766e', '#1f4e79', '#7c3aed'][i] ?? '#1f4e79',
      secondary_color: '#f8fafc',
      background: i === 0 ? 'image' : 'website',
      background_image: i === 0 ? HOLIDAY_IMAGE : null,
      payment_methods: ['pm_001', 'pm_002', 'pm_004', 'pm_006'].slice(0, 4 - (i % 3)).map((id, j) => ({
        payment_method_id: id,
        enabled: true,
        min_amount: j === 3 ? 5 : null,
        max_amount: id === 'pm_004' ? 5000 : null,
        currencies: id === 'pm_006' ? ['USD', 'EUR'] : [],
        countries: [],
      })),
    },
  }));
}

// QR00001 must stay valid whatever the real clock says, QR00002 must be expired: fixed far dates, not the seed date.
export const seedQrPayments = (): Owned<QrPayment>[] => [
  {
    id: 'QR00001',
    user_id: P.merchant,
    code: 'QR00001',
    amount: 24.5,
    currency: 'USD',
    status: 'active',
    created_at: '2026-10-31T09:15:00Z',
  },
  {
    id: 'QR00002',
    user_id: P.merchant,
    code: 'QR00002',
    amount: 12,
    currency: 'USD',
    status: 'expired',
    created_at: '2026-10-20T18:02:00Z',
  },
  {
    id: 'QR00003',
    user_id: P.merchant,
    code: 'QR00003',
    amount: 88.9,
    currency: 'EUR',
    status: 'paid',
    created_at: '2026-10-18T11:40:00Z',
  },
  // The payer QR demo codes (qr-model.ts DEMO_QR_CODES): an amount of 0 is a sticker the payer sets the amount on.
  ...(
    [
      ['QRS0001', 0, 'USD', 'active', '2026-09-01T08:00:00Z'],
      ['QRS0002', 0, 'JPY', 'active', '2026-09-01T08:05:00Z'],
      ['QRF0001', 15, 'USD', 'active', '2026-10-30T12:00:00Z'],
      ['QRC0001', 9.9, 'USD', 'active', '2026-10-30T12:05:00Z'],
    ] as const
  ).map(([code, amount, currency, status, created_at]) => ({
    id: code,
    user_id: P.merchant,
    code,
    amount,
    currency,
    status,
    created_at,
  })),
];

export const seedQrInfos = (): QrInfo[] => [
  {
    code: 'QR00001',
    amount: 24.5,
    currency: 'USD',
    merchant_name: 'Marquez Coffee Roasters',
    payment_order_country: 'US',
    status: 'active',
    expires_at: '2099-12-31T23:59:59Z',
  },
  {
    code: 'QR00002',
    amount: 12,
    currency: 'USD',
    merchant_name: 'Marquez Coffee Roasters',
    payment_order_country: 'US',
    status: 'expired',
    expires_at: '2020-01-01T00:00:00Z',
  },
  {
    code: 'QR00003',
    amount: 88.9,
    currency: 'EUR',
    merchant_name: 'Marquez Coffee Roasters',
    payment_order_country: 'US',
    status: 'paid',
    expires_at: '2026-10-18T11:45:00Z',
  },
  ...seedQrPayments()
    .filter((row) => !row.id.startsWith('QR0'))
    .map((row) => ({
      code: row.code,
      amount: row.amount,
      currency: row.currency,
      merchant_name: 'Marquez Coffee Roasters',
      payment_order_country: 'US',
      status: row.status,
      expires_at: '2099-12-31T23:59:59Z',
    })),
];
