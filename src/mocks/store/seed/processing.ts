import { PERSONA_ID as P } from '../personas';
import { reportDate, rngFor, roundTo, seqId, type Rng } from '../random';
import type { Owned, PaymentMethod, ProcessingTransaction, Settlement, Subscription } from '../types';
import { person } from './names';

const M = P.merchant;

const METHODS: readonly (readonly [string, string, readonly string[], readonly string[]])[] = [
  ['Visa', 'card', ['USD', 'EUR', 'GBP'], ['US', 'GB', 'DE']],
  ['Mastercard', 'card', ['USD', 'EUR', 'GBP'], ['US', 'GB', 'DE']],
  ['American Express', 'card', ['USD'], ['US']],
  ['Apple Pay', 'wallet', ['USD', 'EUR', 'GBP'], ['US', 'GB', 'DE', 'FR']],
  ['Google Pay', 'wallet', ['USD', 'EUR'], ['US', 'DE', 'FR']],
  ['PayPal', 'e_wallet', ['USD', 'EUR', 'GBP'], ['US', 'GB']],
  ['SEPA Direct Debit', 'bank_debit', ['EUR'], ['DE', 'FR', 'NL', 'ES']],
  ['ACH Debit', 'bank_debit', ['USD'], ['US']],
  ['iDEAL', 'bank_redirect', ['EUR'], ['NL']],
  ['Bancontact', 'bank_redirect', ['EUR'], ['BE']],
  ['Sofort', 'bank_redirect', ['EUR'], ['DE', 'AT']],
  ['Giropay', 'bank_redirect', ['EUR'], ['DE']],
  ['Przelewy24', 'bank_redirect', ['PLN', 'EUR'], ['PL']],
  ['BLIK', 'bank_redirect', ['PLN'], ['PL']],
  ['Klarna', 'bnpl', ['USD', 'EUR', 'GBP'], ['US', 'GB', 'DE', 'SE']],
  ['Afterpay', 'bnpl', ['USD', 'AUD'], ['US', 'AU']],
  ['Alipay', 'e_wallet', ['CNY', 'USD'], ['CN']],
  ['WeChat Pay', 'e_wallet', ['CNY'], ['CN']],
  ['GCash', 'e_wallet', ['PHP'], ['PH']],
  ['PromptPay', 'qr', ['THB'], ['TH']],
  ['Boleto', 'voucher', ['BRL'], ['BR']],
  ['OXXO', 'voucher', ['MXN'], ['MX']],
  ['Interac', 'bank_transfer', ['CAD'], ['CA']],
  ['Wire transfer', 'bank_transfer', ['USD', 'EUR', 'GBP', 'CHF'], ['US', 'GB', 'CH', 'DE']],
];

export const seedPaymentMethods = (): Owned<PaymentMethod>[] =>
  METHODS.map(([name, type, currencies, countries], i) => ({
    id: seqId('pm_', i + 1, 3),
    user_id: M,
    name,
    type,
    currencies: [...currencies],
    countries: [...countries],
    enabled: i % 7 !== 6,
    refundable: !['voucher', 'bank_transfer'].includes(type),
  }));

function processingTransaction(rng: Rng, maxDaysAgo: number): Omit<Owned<ProcessingTransaction>, 'id'> {
  const type = rng.weighted([
    ['payment', 70],
    ['refund', 8],
    ['capture', 8],
    ['auth', 8],
    ['chargeback', 3],
    ['void', 3],
  ] as const);
  const status =
    type === 'refund'
      ? rng.pick(['requested', 'rejected', 'confirmed', 'bank_rejected', 'partial'])
      : type === 'chargeback'
        ? rng.pick(['opened', 'won', 'lost'])
        : rng.weighted([
            ['successful', 80],
            ['failed', 8],
            ['processing', 6],
            ['cancelled', 6],
          ] as const);
  const currency = rng.weighted([
    ['USD', 6],
    ['EUR', 3],
    ['GBP', 2],
  ] as const);
  const iso = rng.past(maxDaysAgo);
  return {
    user_id: M,
    date: reportDate(iso),
    payment_method: rng.pick(METHODS)[0],
    amount: rng.money(3, 1800),
    currency,
    order_id: `ORD-${rng.digits(8)}`,
    type,
    status,
  };
}

/**
 * A year of payments, busier in the last two months, so the processing overview's 30 days of volume per day
 * have a payment most days (a year of 600 alone leaves most days of a month empty). The recent rows come from
 * their own random stream: the year's rows stay as they were.
 */
export function seedProcessingTransactions(seed: number): Owned<ProcessingTransaction>[] {
  const year = rngFor(seed, 'processing-transactions');
  const recent = rngFor(seed, 'processing-transactions-recent');
  const rows = [
    ...Array.from({ length: 600 }, () => processingTransaction(year, 365)),
    ...Array.from({ length: 300 }, () => processingTransaction(recent, 60)),
  ];
  rows.sort((a, b) => (a.date.txnDateString < b.date.txnDateString ? 1 : -1));
  const live = rows.map((row, i) => ({ id: seqId('ptx_', i + 1, 6), ...row }));
  return [...live, ...testAuthorizations(seed, live.length)];
}

/**
 * merchant@'s earlier runs of the test-mode authorization simulator (issue 25): one approved, one declined.
 * They follow the live rows and are listed only in test mode.
 */
function testAuthorizations(seed: number, after: number): Owned<ProcessingTransaction>[] {
  const rng = rngFor(seed, 'processing-test-authorizations');
  return (['success', 'failed'] as const).map((status, i) => ({
    id: seqId('ptx_', after + i + 1, 6),
    user_id: M,
    date: reportDate(rng.past(5)),
    payment_method: 'Visa',
    amount: i === 0 ? 25 : 310.4,
    currency: 'USD',
    order_id: `TEST-PR${rng.digits(7)}`,
    type: 'auth',
    status,
    test: true,
  }));
}

export function seedSettlements(seed: number): Owned<Settlement>[] {
  const rng = rngFor(seed, 'settlements');
  return Array.from({ length: 60 }, (_, i) => {
    const currency = rng.weighted([
      ['USD', 5],
      ['EUR', 2],
      ['GBP', 1],
    ] as const);
    const amount = rng.money(1200, 48_000);
    const fee = roundTo(amount * 0.029 + 0.3, 2);
    return {
      id: seqId('stl_', i + 1, 4),
      user_id: M,
      date: reportDate(rng.past(7 * (i + 1), 7 * i)),
      amount,
      fee,
      net: roundTo(amount - fee, 2),
      currency,
      status: i < 2 ? 'pending' : i === 2 ? 'in_progress' : i === 7 ? 'rejected' : 'settled',
    };
  });
}

const PLANS = [
  ['Starter', 9.99],
  ['Pro', 29],
  ['Business', 99],
  ['Coffee club', 39],
] as const;

export function seedSubscriptions(seed: number): Owned<Subscription>[] {
  const rng = rngFor(seed, 'subscriptions');
  const statuses = ['active', 'trial', 'pending_cancellation', 'cancelled'] as const;
  return Array.from({ length: 40 }, (_, i) => {
    const [plan, amount] = rng.pick(PLANS);
    const customer = person(rng, 7000 + i);
    return {
      id: seqId('sub_', i + 1, 4),
      user_id: M,
      customer: { name: customer.name, email: customer.email },
      plan,
      amount,
      currency: 'USD',
      interval: rng.pick(['month', 'month', 'year']),
      status:
        statuses[i] ??
        rng.weighted([
          ['active', 6],
          ['trial', 2],
          ['pending_cancellation', 1],
          ['cancelled', 1],
        ] as const),
      next_billing_at: rng.future(1, 30),
    };
  });
}
