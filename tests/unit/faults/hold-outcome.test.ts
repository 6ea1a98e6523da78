// A challenge reload replaces the page: with the policy's `hold`, the caller never gets the error, so nothing
// (an error card, a notice, a detail page's way back to its list) can act on it before the new page loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClients } from '@/api/clients';
import { resolveBaseUrls } from '@/api/base-urls';
import { anonymousSession } from '@/api/session-port';
import type { FailureOutcome } from '@/api/error-policy-port';
import { setupDemoServer } from '@/mocks/node';
import { FAULT_HEADER } from '@/mocks/faults';

const { server } = setupDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function clientsWith(outcome: FailureOutcome) {
  return createApiClients({
    baseUrls: resolveBaseUrls({}, 'http://localhost'),
    session: anonymousSession,
    policy: () => ({ onFailure: () => outcome }),
  });
}

/** Whether the call settled within a few turns of the event loop (the demo backend answers at once). */
async function settles(call: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void call.finally(() => {
    settled = true;
  });
  for (let turn = 0; turn < 50 && !settled; turn += 1) await new Promise((resolve) => setTimeout(resolve, 2));
  return settled;
}

describe('the policy outcome for a failed call', () => {
  it('hold: the caller is kept waiting (the page is about to be replaced)', async () => {
    const call = clientsWith('hold').main.GET('/api/v2/currencies', {
      headers: { [FAULT_HEADER]: 'challenge' },
    });
    expect(await settles(call)).toBe(false);
  });

  it('pass: the caller gets the error object', async () => {
    const call = clientsWith('pass').main.GET('/api/v2/currencies', {
      headers: { [FAULT_HEADER]: 'challenge' },
    });
    expect(await settles(call)).toBe(true);
    expect((await call).error).toEqual({ message: 'Something went wrong', statusCode: 403 });
  });
});
