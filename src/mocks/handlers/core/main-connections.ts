import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, requireCaller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { requireFeature, strip } from './shared';

const NOT_FOUND = 'This page could not be found';

/** Connected platforms (personal users) and connected sellers (connected_users feature) (spec A §2 Settings). */
export const connectionHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/connected-platforms', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(ok(scope.connectedPlatforms.all().map(strip)));
  }),

  mainHttp.delete('/api/v2/connected-platforms/{id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const platform = found(scope.connectedPlatforms.get(params.id), NOT_FOUND);
    if (platform.status === 'disconnected') throw failure(422, `${platform.name} is already disconnected.`);
    scope.connectedPlatforms.update(platform.id, { status: 'disconnected' });
    return response(200).json(ok(null, `${platform.name} was disconnected.`));
  }),

  mainHttp.get('/api/v2/connected-sellers', ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    requireFeature(user, 'connected_users');
    return response(200).json(ok(scope.connectedSellers.all().map(strip)));
  }),
];
