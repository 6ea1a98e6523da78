import type { DemoBackend } from '../../backend';
import type { UserScope } from '../../store/db';
import { reportDate, roundTo } from '../../store/random';
import { balanceId } from '../../store/schema';
import type { BalanceAccount, Owned, Transaction } from '../../store/types';
import { ANCHORED_CURRENCIES, fractionOf } from '../../store/seed/currencies';
import { failure } from '../../respond';
import { invalid, nowIso, strip, type MainSchemas } from './shared';

/** Units of each currency per US dollar (demo rates; fee amounts are not in the spec, spec A §1). */
const PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  CAD: 1.38,
  CHF: 0.88,
  AUD: 1.52,
  NZD: 1.66,
  SGD: 1.35,
  HKD: 7.8,
  SEK: 10.6,
  NOK: 10.8,
  DKK: 6.9,
  PLN: 4,
  CZK: 23,
  HUF: 360,
  RUB: 92,
  TRY: 32,
  MXN: 17,
  AED: 3.67,
  VND: 25_000,
  PHP: 58,
  THB: 36,
  IDR: 15_800,
  CNY: 7.2,
  INR: 83,
  KRW: 1_350,
  BRL: 5,
  ZAR: 18.5,
  EGP: 48,
  SAR: 3.75,
};
const perUsd = (currency: string) => PER_USD[currency] ?? 1;

export const roundMoney = (amount: number, currency: string) => roundTo(amount, fractionOf(currency));
export const rate = (from: string, to: string) => roundTo(perUsd(to) / perUsd(from), 6);
export const toUsd = (amount: number, currency: string) => amount / perUsd(currency);
export const isAnchored = (currency: string) => ANCHORED_CURRENCIES.includes(currency);

/** Amount checks of spec A §5: a number of at least 0.01, whole for zero-fraction currencies. */
export function checkAmount(value: unknown, currency: string, field = 'amount'): number {
  const amount = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount))
    throw invalid(field, `The ${field} must be a number.`);
  if (amount < 0.01) throw invalid(field, `The ${field} must be at least 0.01.`);
  if (amount > 999_999_999.99) throw invalid(field, `The ${field} may not be greater than 999999999.99.`);
  if (roundMoney(amount, currency) !== amount)
    throw invalid(
      field,
      fractionOf(currency) === 0
        ? `${currency} amounts must be whole numbers.`
        : `The ${field} may have at most 2 decimal places.`,
    );
  return amount;
}

export const checkCurrency = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value))
    throw invalid(field, `The ${field.replace(/_/g, ' ')} must be a currency code.`);
  return value;
};

export const toBalanceAccount = (row: Owned<BalanceAccount>): MainSchemas['BalanceAccount'] => {
  const { id: _id, ...account } = strip(row);
  return account;
};

export const available = (account: BalanceAccount) =>
  account.balances.find((balance) => balance.subtype === 'balance_available')?.balance ?? 0;

export const accountOf = (scope: UserScope, currency: string) =>
  scope.balances.get(balanceId(scope.ownerId, currency));

/** The caller's account in the currency, or a 422 naming the field ("You don't have any EUR to send"). */
export function requireAccount(scope: UserScope, currency: string, field: string, action: string) {
  const account = accountOf(scope, currency);
  if (!account) throw invalid(field, `You don't have any ${currency} to ${action}`);
  return account;
}

/** Moves the available balance by `delta` (negative to debit); refuses to go below zero. */
export function moveAvailable(scope: UserScope, currency: string, delta: number): void {
  const account = accountOf(scope, currency);
  if (!account) throw failure(422, `You don't have any ${currency} to use`);
  const next = roundMoney(available(account) + delta, currency);
  if (next < 0) throw failure(422, 'Insufficient funds', { amount: ['Insufficient funds'] });
  scope.balances.update(account.id, {
    balances: account.balances.map((balance) =>
      balance.subtype === 'balance_available' ? { ...balance, balance: next } : balance,
    ),
  });
}

export function requireFunds(scope: UserScope, currency: string, needed: number, field = 'amount'): void {
  const account = accountOf(scope, currency);
  if (!account || available(account) < needed)
    throw failure(422, 'Insufficient funds', { [field]: ['Insufficient funds'] });
}

/** A new wallet transaction of the caller, dated now. */
export function recordTransaction(
  backend: DemoBackend,
  scope: UserScope,
  fields: Pick<Transaction, 'type' | 'status' | 'amount' | 'fee' | 'currency' | 'direction' | 'description'> &
    Partial<Pick<Transaction, 'counterparty' | 'payment_method' | 'order_id' | 'card_public_id'>>,
): MainSchemas['Transaction'] {
  const created_at = nowIso(backend);
  const row = scope.transactions.insert({
    counterparty: { name: scope.user.name },
    payment_method: 'wallet',
    order_id: null,
    card_public_id: null,
    ...fields,
    created_at,
    date: reportDate(created_at),
  });
  return toTransaction(row);
}

export const toTransaction = (row: Owned<Transaction>): MainSchemas['Transaction'] => strip(row);

/** Fee of a transfer by receiving method (demo tariff: wallet-to-wallet free, cards and banks a percentage). */
export function transferFee(amount: number, currency: string, method: string): number {
  const percent: Record<string, number> = {
    e_wallet: 0,
    bank_transfer: 0.01,
    bank_card: 0.015,
    atm_card: 0.02,
  };
  const minimum = method === 'e_wallet' ? 0 : perUsd(currency);
  return roundMoney(Math.max(amount * (percent[method] ?? 0.01), minimum), currency);
}

/** Per-transfer limit in US dollars: verified accounts 50,000, others 1,000. */
export const sendLimitUsd = (verified: boolean) => (verified ? 50_000 : 1_000);
