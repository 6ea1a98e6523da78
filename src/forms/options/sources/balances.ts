import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { isEmptyAccount } from '../nothing-to';
import type { OptionSource } from '../option-source';

/** The user's currency accounts (GET /api/v2/main/balance); those with nothing available are `empty`. */
export const source: OptionSource = {
  inputs: () => [],
  load: async () =>
    (await unwrap(api.main.GET('/api/v2/main/balance'))).data.map((account) => ({
      value: account.currency,
      label: account.currency,
      icon: account.currency,
      empty: isEmptyAccount(account.balances),
    })),
};
