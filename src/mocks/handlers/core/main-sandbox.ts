import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { requireCaller } from '../../guard';
import { mainHttp } from '../../http';
import { ok } from '../../respond';
import { requireBusiness } from './shared';

/**
 * Test (sandbox) and live mode for business accounts (spec A §4 Sandbox). The client keeps the mode and adds
 * is_in_sandbox=1 to its calls; the server only confirms the switch.
 */
export const sandboxHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/processing/sandbox/enter', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    requireBusiness(user);
    return response(200).json(ok(null, 'Test mode is on. Payments are simulated and no money moves.'));
  }),

  mainHttp.get('/api/v2/processing/sandbox/leave', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    requireBusiness(user);
    return response(200).json(ok(null, 'Live mode is on.'));
  }),
];
