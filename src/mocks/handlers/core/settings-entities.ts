import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found } from '../../guard';
import { settingsHttp } from '../../http';
import { failure, ok } from '../../respond';
import type { LegalEntity } from '../../store/types';

const BAD_REQUEST = 'Invalid request. Missing parameters or invalid.';
/** Entity 3, the separate entity, serves the Baltic countries (demo rule; spec A §1 names no countries). */
const SEPARATE_ENTITY_COUNTRIES = ['LT', 'LV', 'EE'];
/** Entities offered at sign-up; all=1 adds the separate entity (spec A §1). */
const SIGN_UP_ENTITIES = [1, 2];

/** Which entity serves a country (both user types): the inc entity in the US, the separate one in the Baltics. */
export function entityIdFor(country: string): number {
  if (country === 'US') return 2;
  if (SEPARATE_ENTITY_COUNTRIES.includes(country)) return 3;
  return 1;
}

const toEntity = (entity: LegalEntity) => ({ ...entity });

/** Legal entities (settings service, public; spec A §7 "entity by type and country", "entities?all=1"). */
export const settingsEntityHandlers = (backend: DemoBackend): HttpHandler[] => [
  settingsHttp.get('/api/public/v1/entity', ({ request, response }) => {
    const q = new URL(request.url).searchParams;
    const type = q.get('type');
    const country = q.get('country');
    if ((type !== 'personal' && type !== 'business') || !country || !/^[A-Z]{2}$/.test(country))
      throw failure(400, BAD_REQUEST);
    if (!backend.db.countries.get(country)) throw failure(404, 'This page could not be found');
    const entity = found(backend.db.entities.get(entityIdFor(country)), 'This page could not be found');
    return response(200).json(ok(toEntity(entity)));
  }),

  settingsHttp.get('/api/public/v1/entities', ({ request, response }) => {
    const all = new URL(request.url).searchParams.get('all');
    if (all !== null && all !== '1') throw failure(400, BAD_REQUEST);
    const entities = backend.db.entities.filter((e) => all === '1' || SIGN_UP_ENTITIES.includes(e.id));
    return response(200).json(ok(entities.map(toEntity)));
  }),
];
