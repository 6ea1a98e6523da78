import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/** The user's stored bank accounts (GET /api/v2/main/sanalpara/bank-accounts), IBAN shortened to its ends. */
export const source: OptionSource = {
  inputs: () => [],
  load: async () =>
    (await unwrap(api.main.GET('/api/v2/main/sanalpara/bank-accounts'))).data.map((account) => ({
      value: account.id,
      label: `${account.bank_name} · ${account.iban.slice(0, 4)} •••• ${account.iban.slice(-4)}`,
      description: `${account.holder_name} · ${account.currency}`,
      icon: account.currency,
    })),
};
