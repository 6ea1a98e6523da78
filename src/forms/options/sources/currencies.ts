import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/** Every ISO currency (GET /api/v2/currencies). */
export const source: OptionSource = {
  inputs: () => [],
  load: async () =>
    (await unwrap(api.main.GET('/api/v2/currencies'))).data.map((currency) => ({
      value: currency.code,
      label: `${currency.code} · ${currency.name}`,
      icon: currency.code,
    })),
};
