import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/** The field holding the currency the money arrives in: send-money's target, withdrawal's currency. */
const currencyOf = (formData: Record<string, unknown>) => formData.target_currency ?? formData.currency;

/**
 * How the money can arrive (atm_card, bank_card, bank_transfer, e_wallet) for the form's target currency
 * (GET /api/v2/main/receiving-methods). Labels are our text keys, not the server's English label.
 */
export const source: OptionSource = {
  inputs: ({ formData }) => [currencyOf(formData)],
  load: async ({ formData }) =>
    (
      await unwrap(
        api.main.GET('/api/v2/main/receiving-methods', {
          params: { query: { currency: String(currencyOf(formData)) } },
        }),
      )
    ).data.map((method) => ({ value: method.type, label: `transfers:method.${method.type}` })),
};
