import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/** The currency the bank receives: withdrawal's target, else the withdrawn one. */
const arrivingCurrency = (formData: Record<string, unknown>) => formData.target_currency ?? formData.currency;

/**
 * The user's stored bank accounts (GET /api/v2/main/sanalpara/bank-accounts) in the currency the bank receives,
 * IBAN shortened to its ends: an account in another currency cannot take the payout.
 */
export const source: OptionSource = {
  inputs: ({ formData }) => [arrivingCurrency(formData)],
  load: async ({ formData }) =>
    (await unwrap(api.main.GET('/api/v2/main/sanalpara/bank-accounts'))).data
      .filter((account) => account.currency === arrivingCurrency(formData))
      .map((account) => ({
        value: account.id,
        label: `${account.bank_name} · ${account.iban.slice(0, 4)} •••• ${account.iban.slice(-4)}`,
        description: `${account.holder_name} · ${account.currency}`,
        icon: account.currency,
      })),
};
