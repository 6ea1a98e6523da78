import type { FieldOption, FieldOptions } from './field-option';

/**
 * The actions of 'You don't have any {currency} to {action}' (spec A §5, §8) a currency field may name with
 * `ui:options.nothingTo`; each is a text key `errors:noCurrencyAction.<action>` in every language.
 */
export const NOTHING_TO_ACTIONS = ['withdraw', 'send', 'convert', 'payOut'] as const;
export type NothingToAction = (typeof NOTHING_TO_ACTIONS)[number];

export const isNothingToAction = (value: unknown): value is NothingToAction =>
  (NOTHING_TO_ACTIONS as readonly unknown[]).includes(value);

/** An account with nothing available: still choosable, but there is nothing to move out of it. */
export const isEmptyAccount = (balances: readonly { subtype: string; balance: number }[]): boolean =>
  (balances.find((balance) => balance.subtype === 'balance_available')?.balance ?? 0) <= 0;

/**
 * The currency the person has nothing of, for a field whose choices are their accounts: the chosen code when
 * the loaded list has no account in it, or the account has nothing available (`empty`); else undefined.
 * Undefined until the list has loaded, so nothing is said about a list that is loading or failed.
 *
 * @example lackedCurrency('USD', { options: [{ value: 'EUR', label: 'EUR' }], status: 'ready', loadedFor: '[]' }); // 'USD'
 */
export function lackedCurrency(value: unknown, list: FieldOptions): string | undefined {
  if (list.loadedFor === undefined || typeof value !== 'string' || value === '') return undefined;
  const option: FieldOption | undefined = list.options.find((item) => item.value === value);
  return !option || option.empty ? value : undefined;
}
