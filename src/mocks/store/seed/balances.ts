import { PERSONAS } from '../personas';
import { rngFor } from '../random';
import { balanceId } from '../schema';
import type { BalanceAccount, Owned } from '../types';
import { ANCHORED_CURRENCIES, fractionOf } from './currencies';

/** Rough size of a unit, so JPY and PHP balances look like real money next to USD ones. */
export const UNIT_SCALE: Record<string, number> = { JPY: 150, PHP: 58, AED: 3.7, SGD: 1.35, CAD: 1.38 };
export const scaleFor = (currency: string): number => UNIT_SCALE[currency] ?? 1;

export function seedBalances(seed: number): Owned<BalanceAccount>[] {
  const rng = rngFor(seed, 'balances');
  return PERSONAS.flatMap((persona) =>
    persona.currencies.map((currency) => {
      const digits = fractionOf(currency);
      const scale = scaleFor(currency);
      const empty = persona.id === 2 || !persona.verified;
      const available = empty
        ? rng.money(0, 40 * scale, digits)
        : rng.money(800 * scale, 48_000 * scale, digits);
      return {
        id: balanceId(persona.id, currency),
        user_id: persona.id,
        currency,
        balances: [
          { subtype: 'balance_available' as const, balance: available },
          { subtype: 'balance_pending' as const, balance: empty ? 0 : rng.money(0, 900 * scale, digits) },
          { subtype: 'balance_reserved' as const, balance: empty ? 0 : rng.money(0, 150 * scale, digits) },
        ],
        anchored_currency: ANCHORED_CURRENCIES.includes(currency),
      };
    }),
  );
}
