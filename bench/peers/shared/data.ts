// The data behind both reference apps: 10,000 transactions made in the browser from a fixed seed (the same rows
// in each app), and the choices of the send-money form. No server: each app's data provider reads this array.

export interface Transaction {
  id: number;
  date: string;
  counterparty: string;
  amount: number;
  currency: string;
  status: 'completed' | 'pending' | 'failed' | 'refunded';
  method: string;
  reference: string;
}

export const TRANSACTION_COUNT = 10_000;

export const ACCOUNTS = [
  { id: 'acc_usd', name: 'Main USD account' },
  { id: 'acc_eur', name: 'EUR savings' },
  { id: 'acc_gbp', name: 'GBP travel' },
];
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'JPY'];
export const DELIVERY_METHODS = [
  { id: 'bank', name: 'Bank transfer' },
  { id: 'instant', name: 'Instant payment' },
  { id: 'wallet', name: 'Wallet to wallet' },
  { id: 'cash', name: 'Cash pickup' },
];

const STATUSES: Transaction['status'][] = [
  'completed',
  'completed',
  'completed',
  'pending',
  'failed',
  'refunded',
];
const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Thompson',
  'Allen',
];
const SHOPS = ['Acme Ltd', 'Globex', 'Initech', 'Umbrella Foods', 'Stark Supplies', 'Wayne Books', 'Hooli'];

/** A small seeded generator (mulberry32), so every build and every run shows the same rows. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeTransactions(count = TRANSACTION_COUNT): Transaction[] {
  const next = random(24);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.UTC(2026, 10, 24);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    date: new Date(start - Math.floor(next() * 365 * 86_400_000)).toISOString(),
    counterparty: next() < 0.6 ? `${pick(FIRST)} ${pick(LAST)}` : pick(SHOPS),
    amount: Math.round((next() < 0.5 ? -1 : 1) * next() * 500_000) / 100,
    currency: pick(CURRENCIES),
    status: pick(STATUSES),
    method: pick(DELIVERY_METHODS).name,
    reference: `TX${String(1_000_000 + i)}`,
  }));
}

/** Signed in when an email is stored: any email and password are accepted, as the demo app's accounts are. */
export const SESSION_KEY = 'bench:signed-in-as';
