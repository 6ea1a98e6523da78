import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { isEmptyAccount } from '../nothing-to';
import type { OptionSource } from '../option-source';

/** The user's currency accounts that can be converted: anchored currencies (VND, PHP, THB, IDR) cannot (spec A §5). */
export const source: OptionSource = {
  inputs: () => [],
  load: async () =>
    (await unwrap(api.main.GET('/api/v2/main/balance'))).data
      .filter((account) => !account.anchored_currency)
      .map((account) => ({
        value: account.currency,
        label: account.currency,
        icon: account.currency,
        empty: isEmptyAccount(account.balances),
      })),
};
