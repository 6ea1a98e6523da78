import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/** The user's stored payment cards (GET /api/v2/main/stored-cards), e.g. "VISA •••• 4242", default first. */
export const source: OptionSource = {
  inputs: () => [],
  load: async () =>
    (await unwrap(api.main.GET('/api/v2/main/stored-cards'))).data
      .toSorted((a, b) => Number(b.is_default) - Number(a.is_default))
      .map((card) => ({
        value: card.id,
        label: `${card.brand.toUpperCase()} •••• ${card.last_four}`,
        description: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
      })),
};
