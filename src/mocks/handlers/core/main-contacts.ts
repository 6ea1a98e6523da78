import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { ok, paged } from '../../respond';
import type { UserScope } from '../../store/db';
import { MAX_PER_PAGE, paginate, runQuery } from '../../store/list-query';
import { hashSeed } from '../../store/random';
import type { Contact, Owned } from '../../store/types';
import { tagHandlers } from './main-contact-tags';
import { invalid, isEmail, listQuery, searchParams, strip, type MainSchemas } from './shared';
import { METHOD_TYPES } from './transfer-rules';

const NOT_FOUND = 'This page could not be found';
const PHONE = /^\+?(\([0-9]{1,4}\)|[0-9]{1,4})([ .-]?[0-9]{1,6}){0,6}$/;
/** sort_by values of the list; contacts are created in id order, so created_at sorts by id. */
const SORTS: Record<string, string> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  created_at: 'id',
};

export const toContact = (row: Owned<Contact>): MainSchemas['Contact'] => {
  const contact = strip(row);
  return { ...contact, email: contact.email || null, phone: contact.phone || null };
};

type ContactInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  tag_ids: string[];
  receiving_methods: Contact['receiving_methods'];
};

/** The writable fields of a contact from a request body; the caller's own tags only. */
function contactFields(scope: UserScope, body: Partial<ContactInput>, exceptId?: string) {
  const first = String(body.first_name).trim();
  if (!first || first.length > 191)
    throw invalid('first_name', 'The first name must be 1 to 191 characters.');
  const last = body.last_name === undefined || body.last_name === null ? '' : String(body.last_name).trim();
  if (last.length > 191) throw invalid('last_name', 'The last name may not be greater than 191 characters.');
  const email = body.email ? String(body.email).trim() : '';
  if (email && !isEmail(email)) throw invalid('email', 'The email must be a valid email address.');
  if (email && scope.contacts.find((c) => c.id !== exceptId && c.email.toLowerCase() === email.toLowerCase()))
    throw invalid('email', 'You already have a contact with this email.');
  const phone = body.phone ? String(body.phone).trim() : '';
  if (phone && (!PHONE.test(phone) || phone.length > 24))
    throw invalid('phone', 'The phone format is invalid.');
  const tagIds = body.tag_ids ?? [];
  if (!Array.isArray(tagIds)) throw invalid('tag_ids', 'The tag ids must be a list.');
  const tags = [...new Set(tagIds.map(String))].map((id) => {
    const tag = scope.tags.get(id);
    if (!tag) throw invalid('tag_ids', 'The selected tag is invalid.');
    return { id: tag.id, name: tag.name };
  });
  const methods = body.receiving_methods ?? [];
  if (!Array.isArray(methods)) throw invalid('receiving_methods', 'The receiving methods must be a list.');
  const receiving_methods = methods.map((method: Partial<Contact['receiving_methods'][number]>, i) => {
    if (!METHOD_TYPES.includes(method?.type as never))
      throw invalid(`receiving_methods.${i}.type`, 'The selected type is invalid.');
    if (!/^[A-Z]{3}$/.test(String(method.currency)))
      throw invalid(`receiving_methods.${i}.currency`, 'The currency is invalid.');
    const label = String(method.label ?? '').trim();
    if (!label || label.length > 191)
      throw invalid(`receiving_methods.${i}.label`, 'The label must be 1 to 191 characters.');
    return {
      type: method.type as Contact['receiving_methods'][number]['type'],
      currency: String(method.currency),
      label,
    };
  });
  return { first_name: first, last_name: last, email, phone, tags, receiving_methods };
}

/** Transfer contacts (spec A §2 my-contacts, §7 contacts list; spec B §3 Contact). */
export const contactHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/main/contacts', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const q = searchParams(request);
    const query = listQuery<Owned<Contact>>(request, {
      sortable: Object.keys(SORTS),
      searchFields: ['first_name', 'last_name', 'email', 'phone', 'raw_id'],
    });
    const tag = q.get('filter[tag]');
    const preferFavorite = q.get('prefer_favorite') === '1';
    const sortBy = SORTS[query.sort_by ?? 'first_name'] ?? 'first_name';
    const all = q.get('all') === '1';
    const matching = runQuery(scope.contacts.all(), {
      ...query,
      sort_by: sortBy,
      order_by: query.order_by ?? 'asc',
      page: 1,
      per_page: MAX_PER_PAGE,
      where: tag ? (c) => c.tags.some((t) => t.id === tag) : undefined,
    }).data;
    // Favourites first, keeping the chosen order within each group (the sort is stable).
    const rows = preferFavorite
      ? [...matching].sort((a, b) => Number(b.is_favorite) - Number(a.is_favorite))
      : matching;
    const page = all
      ? paginate(rows, 1, Math.max(rows.length, 1))
      : paginate(rows, query.page, query.per_page);
    return response(200).json(paged({ ...page, data: page.data.map(toContact) }));
  }),

  mainHttp.post('/api/v2/main/contacts', async ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const body = await readJson<ContactInput>(request);
    requireFields(body, ['first_name']);
    const fields = contactFields(scope, body);
    const id = String(backend.db.contacts.nextId());
    const row = scope.contacts.insert({
      id,
      raw_id: `rid_${String(hashSeed(`${id}:${fields.email}`) % 100_000_000).padStart(8, '0')}`,
      is_favorite: false,
      ...fields,
    });
    return response(200).json(ok(toContact(row), 'Contact added'));
  }),

  mainHttp.get('/api/v2/main/contacts/{id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(ok(toContact(found(scope.contacts.get(params.id), NOT_FOUND))));
  }),

  mainHttp.put('/api/v2/main/contacts/{id}', async ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const existing = found(scope.contacts.get(params.id), NOT_FOUND);
    const body = await readJson<ContactInput>(request);
    requireFields(body, ['first_name']);
    const fields = contactFields(
      scope,
      { receiving_methods: existing.receiving_methods, tag_ids: existing.tags.map((t) => t.id), ...body },
      existing.id,
    );
    const row = scope.contacts.update(existing.id, fields) ?? existing;
    return response(200).json(ok(toContact(row), 'Contact saved'));
  }),

  mainHttp.delete('/api/v2/main/contacts/{id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    scope.contacts.remove(found(scope.contacts.get(params.id), NOT_FOUND).id);
    return response(200).json(ok(null, 'Contact deleted'));
  }),

  mainHttp.post('/api/v2/main/contacts/{id}/favorite', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const existing = found(scope.contacts.get(params.id), NOT_FOUND);
    const row = scope.contacts.update(existing.id, { is_favorite: !existing.is_favorite }) ?? existing;
    return response(200).json(ok(toContact(row)));
  }),

  ...tagHandlers(backend),
];
