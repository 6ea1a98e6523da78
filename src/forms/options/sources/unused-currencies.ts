import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/**
 * The currencies the user may open an account in: every currency the service supports that the user holds no
 * account in yet (spec A §2 accounts/add, §9 supported currency set).
 */
export const source: OptionSource = {
  inputs: () => [],
  load: async () => {
    const [currencies, balances] = await Promise.all([
      unwrap(api.main.GET('/api/v2/currencies')),
      unwrap(api.main.GET('/api/v2/main/balance')),
    ]);
    const held = new Set(balances.data.map((account) => account.currency));
    return currencies.data
      .filter((currency) => currency.supported && !held.has(currency.code))
      .map((currency) => ({
        value: currency.code,
        label: `${currency.code} · ${currency.name}`,
        icon: currency.code,
      }));
  },
};
