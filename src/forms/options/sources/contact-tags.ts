import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/** The user's contact tags (GET /api/v2/main/contact-tags), by id. */
export const source: OptionSource = {
  inputs: () => [],
  load: async () =>
    (await unwrap(api.main.GET('/api/v2/main/contact-tags'))).data.map((tag) => ({
      value: tag.id,
      label: tag.name,
    })),
};
