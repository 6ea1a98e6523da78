import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { settingsHttp } from '../../http';
import { ok } from '../../respond';

/** Countries with dialling codes and the 18 regions (settings service, public; spec A §3). */
export const settingsGeographyHandlers = (backend: DemoBackend): HttpHandler[] => [
  settingsHttp.get('/api/public/v1/countries', ({ response }) =>
    response(200).json(
      ok(
        backend.db.countries.all().map((country) => ({
          ...country,
          phoneCodeDisplay: country.phoneCodeDisplay ?? `+${country.phoneCode}`,
        })),
      ),
    ),
  ),

  settingsHttp.get('/api/public/v1/regions', ({ response }) =>
    response(200).json(
      ok(
        backend.db.regions
          .all()
          .map((region) => ({ ...region, countries: region.countries.map((c) => ({ ...c })) })),
      ),
    ),
  ),
];
