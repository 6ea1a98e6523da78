import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { settingsHttp } from '../../http';
import { failure, ok } from '../../respond';

/** KYC document types (settings service, public; spec A §7). Types without a country are accepted everywhere. */
export const settingsKycHandlers = (backend: DemoBackend): HttpHandler[] => [
  settingsHttp.get('/api/public/v1/countries/document-types', ({ request, response }) => {
    const country = new URL(request.url).searchParams.get('country_code');
    if (country && !/^[A-Z]{2}$/.test(country))
      throw failure(400, 'Invalid request. Missing parameters or invalid.');
    const types = backend.db.kycDocumentTypes.filter(
      (type) => !country || !type.country_code || type.country_code === country,
    );
    return response(200).json(ok(types.map((type) => ({ ...type }))));
  }),
];
