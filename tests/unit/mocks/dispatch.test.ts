import { http, HttpResponse, matchRequestUrl } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDemoBackend } from '@/mocks/backend';
import { dispatchByRoute, routeTest } from '@/mocks/dispatch';
import { createHandlers } from '@/mocks/handlers';
import { memoryPersistence } from '@/mocks/store/persistence';

const handlers = createHandlers(createDemoBackend({ persistence: memoryPersistence() }));

/** A URL each handler's path answers: every `:name` a value, a leading `*` an origin. */
const sampleUrl = (path: string) =>
  path
    .replace(/^\*/, 'http://localhost')
    .replace(/:[A-Za-z_$][\w$]*/g, 'v1')
    .replace(/\*/g, 'x/y');

describe('routeTest', () => {
  it('reads a path the way MSW does: one segment per parameter, anything for *, a trailing slash or not', () => {
    const test = routeTest('*/ajax/api/v2/users/:id/cards')!;
    expect(test.test('http://localhost:4173/ajax/api/v2/users/7/cards')).toBe(true);
    expect(test.test('http://localhost:4173/ajax/api/v2/users/7/cards/')).toBe(true);
    expect(test.test('http://localhost:4173/ajax/api/v2/users/7/8/cards')).toBe(false);
    expect(test.test('http://localhost:4173/ajax/api/v2/users/7/cardsX')).toBe(false);
    expect(routeTest('*/svc/*')!.test('https://demo.test/svc/settings/x')).toBe(true);
  });

  it('declines what it does not read, so the handler is always tried', () => {
    expect(routeTest(/\/users/)).toBeNull();
    expect(routeTest('*/users/:id?')).toBeNull();
    expect(routeTest('*/users/:id-:slug')).toBeNull();
    expect(routeTest(() => true)).toBeNull();
  });

  it("never turns away a URL MSW would give a demo handler (every handler's path against every sample URL)", () => {
    const paths = handlers.map((handler) => handler.info.path).filter((path) => typeof path === 'string');
    const urls = paths.map(sampleUrl);
    const missed: string[] = [];
    for (const path of paths) {
      const test = routeTest(path);
      for (const url of urls)
        if (matchRequestUrl(new URL(url), path).matches && test && !test.test(url))
          missed.push(`${path} ${url}`);
    }
    expect(paths.length).toBeGreaterThan(200);
    expect(missed).toEqual([]);
  });
});

describe('dispatchByRoute', () => {
  const calls: string[] = [];
  const server = setupServer(
    dispatchByRoute([
      http.all('*/api/*', () => {
        calls.push('fault check');
        return undefined;
      }),
      http.get('*/api/users/:id', ({ params }) => HttpResponse.json({ by: 'param', id: params.id })),
      http.get('*/api/users/me', () => HttpResponse.json({ by: 'me' })),
      http.post('*/api/users', () => HttpResponse.json({ created: true }, { status: 201 })),
    ]),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => (calls.length = 0));
  afterAll(() => server.close());

  it('runs the handlers that can match, in their order', async () => {
    const response = await fetch('http://localhost/api/users/me');
    // Both users handlers can take it: the first listed answers, as without the dispatcher.
    expect(await response.json()).toEqual({ by: 'param', id: 'me' });
    expect(calls).toEqual(['fault check']);
  });

  it('passes the parameters of the path, and tells methods apart', async () => {
    expect(await (await fetch('http://localhost/api/users/42')).json()).toEqual({ by: 'param', id: '42' });
    const created = await fetch('http://localhost/api/users', { method: 'POST' });
    expect(created.status).toBe(201);
  });

  it('leaves a call no handler can take unhandled', async () => {
    await expect(fetch('http://localhost/elsewhere')).rejects.toThrow();
  });
});
