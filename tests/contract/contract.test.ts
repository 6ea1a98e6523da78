import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createDemoBackend } from '@/mocks/backend';
import { createHandlers } from '@/mocks/handlers';
import { memoryPersistence } from '@/mocks/store/persistence';
import { buildRequest } from './request';
import { deref, listOperations, loadDocuments, needsBearer, type Json, type Operation } from './spec';
import { demoTokens } from './tokens';
import { createValidator } from './validate';

const docs = loadDocuments();
const operations = listOperations(docs);
const validator = createValidator(docs);
const backend = createDemoBackend({ persistence: memoryPersistence() });
const server = setupServer(...createHandlers(backend));
const covered = new Set<string>();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => {
  server.close();
  console.log(`contract: ${covered.size} of ${operations.length} operations answered as documented`);
});

async function call(op: Operation, token?: string, extra: Record<string, string> = {}) {
  const request = buildRequest(op, token);
  const response = await fetch(request.url, {
    ...request.init,
    headers: { ...request.init.headers, ...extra },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // left as text: the validator will say it is not the documented JSON
  }
  return { request, status: response.status, body };
}

/** Signs the operation's persona in through the contract itself and returns the token its service wants. */
async function tokenFor(op: Operation): Promise<string> {
  const tokens = await demoTokens(op);
  return tokens.ticketingToken ?? tokens.accountIdToken ?? tokens.idToken!;
}

const requiredBodyFields = (op: Operation): string[] => {
  const body = op.operation.requestBody ? deref(op.document, op.operation.requestBody) : undefined;
  const schema = (body?.content as Record<string, Json> | undefined)?.['application/json']?.schema;
  return schema ? ((deref(op.document, schema).required ?? []) as string[]) : [];
};

describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it(`${op.method.toUpperCase()} ${op.path} succeeds with the spec's examples and matches its schema`, async () => {
    const token = needsBearer(op) || op.service === 'main' ? await tokenFor(op) : undefined;
    const { request, status, body } = await call(op, token);
    expect(request.missing, 'the spec lacks examples for').toEqual([]);
    expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    expect(validator.validate(op, status, body)).toEqual([]);
    covered.add(op.operationId);
  });

  if (needsBearer(op)) {
    it('answers 401 without a token, in the documented error shape', async () => {
      const { status, body } = await call(op);
      expect(status).toBe(401);
      expect(validator.validate(op, status, body)).toEqual([]);
    });
  } else {
    it('answers a server fault in the documented error shape', async () => {
      const { status, body } = await call(op, undefined, { 'X-Demo-Fault': '500' });
      expect(status).toBe(500);
      expect(validator.validate(op, status, body)).toEqual([]);
    });
  }

  const required = requiredBodyFields(op);
  if (required.length) {
    it(`rejects a body without its required fields (${required.join(', ')}) with field errors`, async () => {
      const token = needsBearer(op) || op.service === 'main' ? await tokenFor(op) : undefined;
      const request = buildRequest(op, token);
      const response = await fetch(request.url, { ...request.init, body: '{}' });
      const body = (await response.json()) as { errors?: Record<string, string[]> };
      expect(response.status).toBe(422);
      expect(validator.validate(op, 422, body)).toEqual([]);
      expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining([required[0]]));
    });
  }
});

// Runs last (vitest keeps definition order within a file): every operation answered as documented.
it('every operation in openapi/ has a handler that answers as documented', () => {
  expect(operations.length).toBeGreaterThan(0);
  expect(new Set(operations.map((op) => op.operationId)).size, 'operationIds must be unique').toBe(
    operations.length,
  );
  expect(operations.filter((op) => !covered.has(op.operationId)).map((op) => op.operationId)).toEqual([]);
});
