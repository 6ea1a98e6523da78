import { bearerToken, userFromToken } from './store/auth';
import type { UserScope } from './store/db';
import type { TokenAudience } from './store/tokens';
import type { UserRow } from './store/types';
import type { DemoBackend } from './backend';
import { failure, MESSAGES } from './respond';

export interface Caller {
  user: UserRow;
  /** The caller's collections (a sub-merchant works on the main account's rows). */
  scope: UserScope;
}

/** The signed-in caller of a request, or a thrown 401 in the documented error shape. */
export function requireCaller(
  backend: DemoBackend,
  request: Request,
  audience: TokenAudience = 'main',
): Caller {
  const user = userFromToken(
    backend.db,
    bearerToken(request.headers.get('Authorization')),
    backend.now(),
    audience,
  );
  if (!user) throw failure(401, MESSAGES.unauthenticated);
  return { user, scope: backend.db.forUser(user.id) };
}

/** The caller when a token is present and valid; null for anonymous requests (public endpoints). */
export function optionalCaller(backend: DemoBackend, request: Request, audience: TokenAudience = 'main') {
  const user = userFromToken(
    backend.db,
    bearerToken(request.headers.get('Authorization')),
    backend.now(),
    audience,
  );
  return user ? { user, scope: backend.db.forUser(user.id) } : null;
}

/** Reads a JSON body; a malformed one is a 422, never a crash. */
export async function readJson<T extends object>(request: Request): Promise<Partial<T>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Partial<T>) : {};
  } catch {
    throw failure(422, MESSAGES.invalid, { body: ['The request body must be JSON.'] });
  }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Checks the fields the spec marks required; a missing one is a 422 with a message per field, as a real
 * backend would answer, so forms can show each at its field.
 */
export function requireFields<T extends object, K extends keyof T & string>(
  body: Partial<T>,
  fields: readonly K[],
): asserts body is Partial<T> & Required<Pick<T, K>> {
  const missing = fields.filter((field) => isBlank(body[field]));
  if (missing.length) {
    throw failure(
      422,
      MESSAGES.invalid,
      Object.fromEntries(
        missing.map((field) => [field, [`The ${field.replace(/_/g, ' ')} field is required.`]]),
      ),
    );
  }
}

/** The row, or a thrown 404 with the given message. */
export function found<T>(row: T | undefined | null, message: string = MESSAGES.notFound): T {
  if (row === undefined || row === null) throw failure(404, message);
  return row;
}
