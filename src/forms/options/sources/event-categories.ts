import { api } from '@/api/clients';
import { ApiError, unwrap } from '@/api/errors';
import { refreshTicketingToken } from '@/session/api-session';
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

const load = async () => categoryOptions((await unwrap(api.ticketing.GET('/api/categories'))).data);

/**
 * Event categories of the ticketing service (GET /api/categories). Spec B §8: a category failure is ignored,
 * so a failed call gives an empty list rather than a broken form. The error policy leaves this call's 401
 * alone, yet on a fresh sign-in it is often the first ticketing call, made before any ticketing token exists:
 * that 401 gets the token once and asks again.
 */
export const source: OptionSource = {
  inputs: () => [],
  load: async () => {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 401) return [];
      try {
        await refreshTicketingToken();
        return await load();
      } catch {
        return [];
      }
    }
  },
};
