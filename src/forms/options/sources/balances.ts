import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/** The user's currency accounts (GET /api/v2/main/balance). */
export const source: OptionSource = {
  inputs: () => [],
  load: async () =>
    (await unwrap(api.main.GET('/api/v2/main/balance'))).data.map((account) => ({
      value: account.currency,
      label: account.currency,
      icon: account.currency,
    })),
};
