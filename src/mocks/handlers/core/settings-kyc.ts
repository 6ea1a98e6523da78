import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { settingsHttp } from '../../http';
import { failure, ok } from '../../respond';

const PURPOSES = ['identity', 'address', 'business'];

/**
 * KYC document types (settings service, public; spec A §7). Types without a country are accepted everywhere;
 * `purpose` (assumed) keeps those that prove identity, an address, or a business fact.
 */
export const settingsKycHandlers = (backend: DemoBackend): HttpHandler[] => [
  settingsHttp.get('/api/public/v1/countries/document-types', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    const country = query.get('country_code');
    const purpose = query.get('purpose');
    if ((country && !/^[A-Z]{2}$/.test(country)) || (purpose && !PURPOSES.includes(purpose)))
      throw failure(400, 'Invalid request. Missing parameters or invalid.');
    const types = backend.db.kycDocumentTypes.filter(
      (type) =>
        (!country || !type.country_code || type.country_code === country) &&
        (!purpose || type.purpose === purpose),
    );
    return response(200).json(ok(types.map((type) => ({ ...type }))));
  }),
];
