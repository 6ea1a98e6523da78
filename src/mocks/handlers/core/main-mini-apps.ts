import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { requireCaller } from '../../guard';
import { mainHttp } from '../../http';
import { ok } from '../../respond';
import { requireFeature, tokenFor } from './shared';

/** The ticketing token of the mini apps (spec A §7: stored by the client in a cookie for one day). */
export const miniAppsHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.post('/api/v2/mini-apps/auth-token', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    requireFeature(user, 'ticketing_enabled');
    return response(200).json(ok({ token: tokenFor(backend, user, 'ticketing') }));
  }),
];
