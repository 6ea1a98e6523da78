import type { Db } from '../../store/db';
import { balanceId } from '../../store/schema';
import type { BalanceAccount, BalanceSubtype, Owned } from '../../store/types';
import { roundMoney } from './shared';

export const balanceOf = (account: BalanceAccount | undefined, subtype: BalanceSubtype): number =>
  account?.balances.find((entry) => entry.subtype === subtype)?.balance ?? 0;

/**
 * Moves money between the sub-balances of one currency account (positive adds, negative takes, never below
 * zero), opening the account when money arrives in a currency the user did not hold yet.
 */
export function adjustBalance(
  db: Db,
  userId: number,
  currency: string,
  changes: Partial<Record<BalanceSubtype, number>>,
): Owned<BalanceAccount> | undefined {
  const id = balanceId(userId, currency);
  const account =
    db.balances.get(id) ??
    (Object.values(changes).some((delta) => delta > 0)
      ? db.balances.insert({
          id,
          user_id: userId,
          currency,
          balances: [
            { subtype: 'balance_available', balance: 0 },
            { subtype: 'balance_pending', balance: 0 },
            { subtype: 'balance_reserved', balance: 0 },
          ],
          anchored_currency: db.currencies.get(currency)?.anchored ?? false,
        })
      : undefined);
  if (!account) return undefined;
  return db.balances.update(id, {
    balances: account.balances.map((entry) => ({
      ...entry,
      balance: roundMoney(Math.max(0, entry.balance + (changes[entry.subtype] ?? 0)), currency),
    })),
  });
}

/** The API's BalanceAccount (the store key and owner column stay inside). */
export const toBalanceAccount = (account: BalanceAccount) => ({
  currency: account.currency,
  balances: account.balances.map((entry) => ({ ...entry })),
  anchored_currency: account.anchored_currency,
});
