import { PERSONA_ID as P } from '../personas';
import { rngFor } from '../random';
import type { Owned, Transaction } from '../types';
import { makeTransactions, type TransactionPlan } from './transaction-factory';

/** merchant@'s USD account: the 10,000-row set of the large-list benchmark (txn_000001 … txn_010000). */
export const LARGE_SET_SIZE = 10_000;
export const LARGE_SET_PLAN: TransactionPlan = {
  userId: P.merchant,
  currencies: ['USD'],
  count: LARGE_SET_SIZE,
  maxDaysAgo: 730,
};

// Dormant means no transaction within 6 months (spec A §9), so its history ends 200 days before the reference date.
// newbie@ and onboarding@ stay nearly empty so the empty states of the wallet screens are reachable.
const EAGER_PLANS: readonly TransactionPlan[] = [
  { userId: P.merchant, currencies: ['EUR', 'GBP', 'CAD', 'CHF'], count: 150, maxDaysAgo: 365 },
  {
    userId: P.personal,
    currencies: ['USD', 'EUR', 'GBP', 'JPY'],
    count: 300,
    maxDaysAgo: 540,
    cardId: 'crd_virtual_001',
  },
  { userId: P.newbie, currencies: ['USD'], count: 3, maxDaysAgo: 10 },
  { userId: P.onboarding, currencies: ['USD'], count: 3, maxDaysAgo: 20 },
  { userId: P.review, currencies: ['USD', 'SGD'], count: 150, maxDaysAgo: 365 },
  { userId: P.rejected, currencies: ['EUR'], count: 150, maxDaysAgo: 365 },
  { userId: P.entity3, currencies: ['USD'], count: 150, maxDaysAgo: 365 },
  { userId: P.dormant, currencies: ['USD', 'PHP'], count: 150, maxDaysAgo: 900, minDaysAgo: 200 },
  { userId: P.arabic, currencies: ['USD', 'AED'], count: 150, maxDaysAgo: 365 },
];

export function seedWalletTransactions(seed: number): Owned<Transaction>[] {
  let next = LARGE_SET_SIZE + 1;
  return EAGER_PLANS.flatMap((plan) => {
    const rows = makeTransactions(
      rngFor(seed, `transactions-${plan.userId}-${plan.currencies.join('')}`),
      plan,
      next,
    );
    next += rows.length;
    return rows;
  });
}

export const seedLargeTransactionSet = (seed: number): Owned<Transaction>[] =>
  makeTransactions(rngFor(seed, 'transactions-large'), LARGE_SET_PLAN, 1);
