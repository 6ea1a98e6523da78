// Issue 9 item 3: every operation of every service in openapi/ (listed from the documents, so a new one is
// covered without touching this file), given each fault kind by the demo backend, through the app's real
// clients and middleware and the app's real error policy. What the caller gets and what the policy does must
// be what spec A §8 says.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import type { ApiSession } from '@/api/session-port';
import { RELOAD_KEYS } from '@/app/error-policy-reload';
import { createDemoBackend } from '@/mocks/backend';
import { createHandlers } from '@/mocks/handlers';
import { FAULT_HEADER, FAULT_KINDS, SLOW_FAULT_MS, type FaultKind } from '@/mocks/faults';
import { FAULT_PLAN_KEY } from '@/mocks/fault-plan';
import { memoryPersistence } from '@/mocks/store/persistence';
import { listOperations, loadDocuments, type Operation } from '../../contract/spec';
import { callOperation, tokensFor, type CallResult, type Tokens } from './operation-call';
import { harness, MemoryStorage, ROUTES, type Route } from './policy-harness';

const operations = listOperations(loadDocuments());
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...createHandlers(backend));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const withFault = (fault: FaultKind) => ({ [FAULT_HEADER]: fault });

/** Never an uncaught throw: a call that rejects fails the test with its reason. */
async function settle(call: Promise<CallResult>): Promise<CallResult> {
  return call.catch((reason: unknown) => {
    throw new Error(`the call threw instead of returning an error: ${String(reason)}`);
  });
}

/** Spec A §8, 401 row, written out per service (not computed by the app's own decision function). */
function deedsOf401(op: Operation, route: Route): string[] {
  switch (op.service) {
    case 'main':
      if (op.path === '/api/v2/geo-ip') return []; // "401 on geo-ip: ignored"
      if (route.layout === 'webview') return ['native {"status":false,"http_code":401}'];
      // The session check clears the session itself (§8 "Auth check failure"); the gate then goes to login.
      if (op.path === '/api/v2/auth/is-authenticated' || route.exempt401) return [];
      return ['force sign-out'];
    case 'account':
      // Invalidating a dead token at sign-out needs no fresh one (docs/assumptions.md).
      if (op.path === '/api/auth_token/invalidate') return [];
      return ['refresh account token', `reload ${RELOAD_KEYS.accountToken}`];
    case 'ticketing':
      if (op.method === 'get' && op.path === '/api/categories') return []; // "category failure is ignored"
      return ['refresh ticketing token'];
    default:
      // settings and tracking are public services: their 401 says nothing about the session.
      return [];
  }
}

const sessionOf = (tokens: Tokens): Partial<ApiSession> => ({
  idToken: () => tokens.idToken,
  accountIdToken: () => tokens.accountIdToken,
  ticketingToken: () => tokens.ticketingToken,
});

/**
 * Waits, without moving the fake clock (vi.waitUntil would advance it), until the request has reached the
 * demo backend and armed the fault's delay.
 */
async function delayArmed(): Promise<void> {
  for (let turn = 0; vi.getTimerCount() === 0; turn += 1) {
    if (turn > 1_000) throw new Error('the slow fault never armed its delay');
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

const NETWORK = { message: 'Something went wrong', statusCode: 500, code: 'network_error' };
const MALFORMED = { message: 'Something went wrong', statusCode: 500, code: 'malformed_response' };

describe.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.service} ${op.path}`, op] as const))(
  '%s',
  (_name, op) => {
    it('500: the error object {message, statusCode}, nothing else happens', async () => {
      const { clients, deeds } = harness();
      const { error, data } = await settle(callOperation(clients, op, withFault('500')));
      expect(data).toBeUndefined();
      expect(error).toEqual({ message: 'Something went wrong', statusCode: 500 });
      expect(deeds).toEqual([]);
    });

    it("401: the route's 401 policy (spec A §8)", async () => {
      // Planned once (sessionStorage), so a retry after a token refresh reaches the real handler.
      const storage = new MemoryStorage();
      vi.stubGlobal('sessionStorage', storage);
      const needsRetry = deedsOf401(op, ROUTES.home).includes('refresh ticketing token');
      const tokens = needsRetry ? sessionOf(await tokensFor(op)) : {};
      for (const route of Object.values(ROUTES)) {
        backend.reset();
        storage.setItem(FAULT_PLAN_KEY, JSON.stringify([{ path: '', fault: '401', times: 1 }]));
        const { clients, deeds } = harness(route, tokens);
        const { error, response } = await settle(callOperation(clients, op));
        const expected = deedsOf401(op, route);
        expect(deeds, route.name).toEqual(expected);
        if (expected.includes('refresh ticketing token')) {
          // The same request again with the refreshed token: the caller gets the real answer.
          expect(error, route.name).toBeUndefined();
          expect(response.ok, route.name).toBe(true);
        } else {
          expect(error, route.name).toEqual({ message: 'Unauthenticated.', statusCode: 401 });
        }
      }
    });

    it('403 feature disabled: the feature notice and home, the error object for the caller', async () => {
      const { clients, deeds } = harness();
      const { error } = await settle(callOperation(clients, op, withFault('403')));
      expect(error).toEqual({ message: 'This feature is unavailable for your account.', statusCode: 403 });
      expect(deeds).toEqual(['feature notice, then home']);
    });

    it('network error: a clear error (code network_error), no throw, no policy deed', async () => {
      const { clients, deeds } = harness();
      const { error } = await settle(callOperation(clients, op, withFault('network')));
      expect(error).toEqual(NETWORK);
      expect(deeds).toEqual([]);
    });

    it('malformed JSON: a clear error (code malformed_response), no throw', async () => {
      const { clients, deeds } = harness();
      const { error, data } = await settle(callOperation(clients, op, withFault('malformed')));
      expect(data).toBeUndefined();
      expect(error).toEqual(MALFORMED);
      expect(deeds).toEqual([]);
    });

    it('challenge HTML: one reload, the call waiting for it; a second challenge within 60 s gets the error', async () => {
      const { clients, deeds } = harness();
      const first = callOperation(clients, op, withFault('challenge'));
      await vi.waitFor(() => expect(deeds).toEqual([`reload ${RELOAD_KEYS.challenge}`]));
      const second = await settle(callOperation(clients, op, withFault('challenge')));
      // The HTML is kept out of the error the caller sees.
      expect(second.error).toEqual({ message: 'Something went wrong', statusCode: 403 });
      expect(deeds).toEqual([`reload ${RELOAD_KEYS.challenge}`]);
      // The page is being replaced: the first caller is held, so no error state races the reload.
      const outcome = await Promise.race([
        first.then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('held'), 20)),
      ]);
      expect(outcome).toBe('held');
    });

    it(`slow: no answer before ${SLOW_FAULT_MS} ms, then the real answer`, async () => {
      const { clients, deeds } = harness(ROUTES.home, sessionOf(await tokensFor(op)));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let settled = false;
      const call = settle(callOperation(clients, op, withFault('slow'))).finally(() => {
        settled = true;
      });
      await delayArmed();
      await vi.advanceTimersByTimeAsync(SLOW_FAULT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const { error, response } = await call;
      expect(error).toBeUndefined();
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      expect(deeds).toEqual([]);
    });
  },
);

it('covers every fault kind and every operation', () => {
  expect(operations.length).toBeGreaterThan(200);
  // One `it` above per kind; a new kind in FAULT_KINDS must get its own case here.
  expect([...FAULT_KINDS]).toEqual(['500', '401', '403', 'network', 'malformed', 'challenge', 'slow']);
});
