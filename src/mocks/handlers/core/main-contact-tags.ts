import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { ok } from '../../respond';
import type { UserScope } from '../../store/db';
import { invalid, strip } from './shared';

const NOT_FOUND = 'This page could not be found';

function checkName(scope: UserScope, value: unknown, exceptId?: string): string {
  const name = String(value).trim();
  if (!name || name.length > 50) throw invalid('name', 'The name must be 1 to 50 characters.');
  if (scope.tags.find((t) => t.id !== exceptId && t.name.toLowerCase() === name.toLowerCase()))
    throw invalid('name', 'The name has already been taken.');
  return name;
}

/** Rewrites the tag as embedded in the caller's contacts (renamed, or dropped when `name` is null). */
function syncContacts(scope: UserScope, tagId: string, name: string | null): void {
  for (const contact of scope.contacts.filter((c) => c.tags.some((t) => t.id === tagId))) {
    scope.contacts.update(contact.id, {
      tags:
        name === null
          ? contact.tags.filter((t) => t.id !== tagId)
          : contact.tags.map((t) => (t.id === tagId ? { id: t.id, name } : t)),
    });
  }
}

/** Contact tags (spec A §7, spec B §7). Deleting a tag leaves its contacts in place without it. */
export const tagHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/main/contact-tags', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(ok(scope.tags.all().map(strip)));
  }),

  mainHttp.post('/api/v2/main/contact-tags', async ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const body = await readJson<{ name: string }>(request);
    requireFields(body, ['name']);
    const name = checkName(scope, body.name);
    const row = scope.tags.insert({ id: String(backend.db.tags.nextId()), name });
    return response(200).json(ok(strip(row), 'Tag created'));
  }),

  mainHttp.get('/api/v2/main/contact-tags/{id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(ok(strip(found(scope.tags.get(params.id), NOT_FOUND))));
  }),

  mainHttp.put('/api/v2/main/contact-tags/{id}', async ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const tag = found(scope.tags.get(params.id), NOT_FOUND);
    const body = await readJson<{ name: string }>(request);
    requireFields(body, ['name']);
    const name = checkName(scope, body.name, tag.id);
    const row = scope.tags.update(tag.id, { name }) ?? tag;
    syncContacts(scope, tag.id, name);
    return response(200).json(ok(strip(row), 'Tag renamed'));
  }),

  mainHttp.delete('/api/v2/main/contact-tags/{id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const tag = found(scope.tags.get(params.id), NOT_FOUND);
    scope.tags.remove(tag.id);
    syncContacts(scope, tag.id, null);
    return response(200).json(ok(null, 'Tag deleted'));
  }),
];
