import { reportDate, seqId, type Rng } from '../random';
import type { Owned, Transaction, TransactionStatus, TransactionType } from '../types';
import { scaleFor } from './balances';
import { fractionOf } from './currencies';
import { COMPANIES, person } from './names';

const TYPES: readonly (readonly [TransactionType, number])[] = [
  ['payment', 30],
  ['receive_money', 20],
  ['send_money', 16],
  ['add_money', 10],
  ['withdrawal', 7],
  ['convert', 6],
  ['payout', 5],
  ['refund', 3],
  ['fee', 3],
];
const STATUSES: readonly (readonly [TransactionStatus, number])[] = [
  ['success', 80],
  ['pending', 7],
  ['rejected', 4],
  ['in_progress', 4],
  ['pending_claim', 3],
  ['waiting_for_transfer', 2],
];
const INCOMING: readonly TransactionType[] = ['receive_money', 'add_money', 'refund'];
const METHOD: Record<TransactionType, readonly string[]> = {
  payment: ['card', 'wallet'],
  receive_money: ['wallet', 'bank_transfer'],
  send_money: ['wallet', 'e_wallet'],
  add_money: ['bank_card', 'bank_transfer'],
  withdrawal: ['bank_transfer', 'atm_card'],
  convert: ['wallet'],
  payout: ['bank_transfer', 'e_wallet'],
  refund: ['card'],
  fee: ['wallet'],
};
const DESCRIPTION: Record<TransactionType, string> = {
  payment: 'Payment to',
  receive_money: 'Money received from',
  send_money: 'Money sent to',
  add_money: 'Top-up via',
  withdrawal: 'Withdrawal to',
  convert: 'Currency conversion',
  payout: 'Payout to',
  refund: 'Refund from',
  fee: 'Monthly account fee',
};

export interface TransactionPlan {
  userId: number;
  currencies: readonly string[];
  count: number;
  maxDaysAgo: number;
  minDaysAgo?: number;
  /** Card public id that some card payments carry (debit card transaction lists). */
  cardId?: string;
}

type Draft = Omit<Owned<Transaction>, 'id'>;

function draft(rng: Rng, plan: TransactionPlan, n: number): Draft {
  const type = rng.weighted(TYPES);
  const currency = rng.pick(plan.currencies);
  const digits = fractionOf(currency);
  const scale = scaleFor(currency);
  const large = type === 'payout' || type === 'withdrawal' || type === 'add_money';
  const amount =
    type === 'fee'
      ? rng.money(1 * scale, 9 * scale, digits)
      : rng.money(5 * scale, (large ? 4000 : 900) * scale, digits);
  const who = person(rng, n);
  const company = rng.pick(COMPANIES);
  const counterparty =
    type === 'payment' || type === 'refund'
      ? { name: company }
      : type === 'fee'
        ? { name: 'Account fees' }
        : { name: who.name, email: who.email };
  const created_at = rng.past(plan.maxDaysAgo, plan.minDaysAgo ?? 0);
  const method = rng.pick(METHOD[type]);
  return {
    user_id: plan.userId,
    type,
    status: type === 'fee' || type === 'convert' ? 'success' : rng.weighted(STATUSES),
    amount,
    fee: type === 'fee' || rng.chance(0.6) ? 0 : rng.money(0.1 * scale, 0.03 * amount + scale, digits),
    currency,
    direction: INCOMING.includes(type) || (type === 'convert' && rng.chance(0.5)) ? 'in' : 'out',
    description:
      type === 'fee' || type === 'convert' ? DESCRIPTION[type] : `${DESCRIPTION[type]} ${counterparty.name}`,
    counterparty,
    payment_method: method,
    order_id: type === 'payment' || type === 'refund' ? `ORD-${rng.digits(8)}` : null,
    created_at,
    date: reportDate(created_at),
    card_public_id:
      plan.cardId && type === 'payment' && currency === 'USD' && rng.chance(0.5) ? plan.cardId : null,
  };
}

/** A persona's transactions, newest first, numbered from `firstId` on (`txn_000001` style). */
export function makeTransactions(rng: Rng, plan: TransactionPlan, firstId: number): Owned<Transaction>[] {
  const drafts = Array.from({ length: plan.count }, (_, i) => draft(rng, plan, firstId + i));
  drafts.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  return drafts.map((row, i) => ({ id: seqId('txn_', firstId + i, 6), ...row }));
}
