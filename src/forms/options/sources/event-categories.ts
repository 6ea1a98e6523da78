import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { FieldOption } from '../field-option';
import type { OptionSource } from '../option-source';

/** Categories as choices, by name in the language's order so a person scans them alphabetically. */
export function categoryOptions(
  categories: readonly { id: string; name: string }[],
  locale?: string,
): FieldOption[] {
  return [...categories]
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map(({ id, name }) => ({ value: id, label: name }));
}

/**
 * Event categories of the ticketing service (GET /api/categories). Spec B §8: a category failure is ignored, so
 * a failed call gives an empty list rather than a broken form.
 */
export const source: OptionSource = {
  inputs: () => [],
  load: async () => {
    try {
      return categoryOptions((await unwrap(api.ticketing.GET('/api/categories'))).data);
    } catch {
      return [];
    }
  },
};
