import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { formatMoney } from '@/i18n/format';
import type { OptionSource } from '../option-source';

/**
 * The balances that can pay a virtual account's opening fee (GET /api/v2/virtual-accounts/opening-funds), each
 * with the fee it would pay (GET /api/v2/virtual-accounts/opening-fee/{currency}) as its second line, so the
 * person compares before picking. A balance missing from the list cannot pay: the currency field's `nothingTo`
 * then says 'You don't have any USD to …'.
 */
export const source: OptionSource = {
  inputs: () => [],
  load: async () => {
    const { balances } = (await unwrap(api.main.GET('/api/v2/virtual-accounts/opening-funds'))).data;
    return Promise.all(
      balances.map(async ({ currency }) => {
        const fee = (
          await unwrap(
            api.main.GET('/api/v2/virtual-accounts/opening-fee/{id}', { params: { path: { id: currency } } }),
          )
        ).data;
        return {
          value: currency,
          label: currency,
          icon: currency,
          description: formatMoney(fee.amount, fee.currency),
        };
      }),
    );
  },
};
