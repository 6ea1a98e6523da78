import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/**
 * The user's contact tags (GET /api/v2/main/contact-tags), by id. A failed read is an empty list with no
 * message (spec A §7 "Answers"); the error policy still acts on a 401 or 403.
 */
export const source: OptionSource = {
  inputs: () => [],
  load: async () => {
    const tags = await unwrap(api.main.GET('/api/v2/main/contact-tags')).then(
      (body) => body.data,
      () => [],
    );
    return tags.map((tag) => ({ value: tag.id, label: tag.name }));
  },
};
