import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/**
 * The user's transfer contacts, favourites first then by first name (spec A §7: prefer_favorite=1,
 * sort_by=first_name, order_by=asc; all=1 so the searchable select filters the whole list). A failed read is
 * an empty list with no message (spec A §7 "Answers"); the error policy still acts on a 401 or 403.
 */
export const source: OptionSource = {
  inputs: () => [],
  load: async () => {
    const read = api.main.GET('/api/v2/main/contacts', {
      params: { query: { prefer_favorite: 1, sort_by: 'first_name', order_by: 'asc', all: 1 } },
    });
    const contacts = await unwrap(read).then(
      (body) => body.data,
      () => [],
    );
    return contacts.map((contact) => ({
      value: contact.id,
      label: [contact.first_name, contact.last_name].filter(Boolean).join(' '),
      description: contact.email ?? contact.phone ?? undefined,
    }));
  },
};
