import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { requireCaller } from '../../guard';
import { accountHttp } from '../../http';
import { ok } from '../../respond';

/**
 * The account-id token's logout (spec A §7 account service). Demo tokens are stateless, so there is nothing to
 * forget server-side; the call still checks the token, as the real service would.
 */
export const accountSessionHandlers = (backend: DemoBackend): HttpHandler[] => [
  accountHttp.get('/api/auth_token/invalidate', ({ request, response }) => {
    requireCaller(backend, request, 'account');
    return response(200).json(ok(null, 'Logged out'));
  }),
];
