import { getResponse, http, type HttpHandler } from 'msw';

const PARAM = /^:[A-Za-z_$][\w$]*$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A cheap test of `origin + pathname` against a handler's path: `:name` is one segment, `*` anything, the
 * rest literal. Null when the path is not a plain string of those (a RegExp, a predicate, a pattern with
 * groups or modifiers), and the handler is then always tried.
 *
 * @example routeTest('*\/api/v2/users/:id')?.test('http://localhost/api/v2/users/7'); // true
 */
export function routeTest(path: unknown): RegExp | null {
  if (typeof path !== 'string' || /[(){}?+[\]\\]/.test(path)) return null;
  const parts = path.split(/(\*|:[A-Za-z_$][\w$]*)/);
  // A name followed by more name characters (`:id-x`) is a pattern this test does not read: always try it.
  if (parts.some((part, index) => PARAM.test(part) && /^[\w$-]/.test(parts[index + 1] ?? ''))) return null;
  const pattern = parts
    .map((part) => (part === '*' ? '.*' : PARAM.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  // Case-blind, as MSW matches paths.
  return new RegExp(`^${pattern}/?$`, 'i');
}

const methodMatches = (method: string | RegExp, actual: string) =>
  method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual.toUpperCase();

/**
 * The demo backend's handlers behind one: MSW tries each handler in turn, and each try parses the request's
 * cookies and compiles the handler's path, so with some 230 handlers every call cost about 230 of each (135 ms
 * of a throttled phone's main thread on one page load). The dispatcher keeps, for each call, the handlers whose
 * method and path can match, in their order, and lets MSW run only those. A call no handler can take stays
 * unhandled, as before.
 */
export function dispatchByRoute(handlers: readonly HttpHandler[]): HttpHandler {
  const routes = handlers.map((handler) => ({
    handler,
    method: handler.info.method,
    test: routeTest(handler.info.path),
  }));
  const candidates = (request: Request) => {
    const { origin, pathname } = new URL(request.url);
    const target = origin + pathname;
    return routes
      .filter(({ method, test }) => methodMatches(method, request.method) && (test?.test(target) ?? true))
      .map(({ handler }) => handler);
  };
  return http.all(
    ({ request }) => candidates(request).length > 0,
    ({ request }) => getResponse(candidates(request), request),
  );
}
