/** The one error shape every API failure becomes (spec A §8: message and statusCode, fallback 500). */
export interface ApiErrorShape {
  message: string;
  statusCode: number;
  /** Field errors from a 422, keyed by field name, so forms can put each message at its field. */
  errors?: Record<string, string[]>;
  code?: string;
}

export const FALLBACK_STATUS = 500;
export const FALLBACK_MESSAGE = 'Something went wrong';

export class ApiError extends Error implements ApiErrorShape {
  readonly statusCode: number;
  readonly errors?: Record<string, string[]>;
  readonly code?: string;

  constructor(shape: ApiErrorShape) {
    super(shape.message);
    this.name = 'ApiError';
    this.statusCode = shape.statusCode;
    if (shape.errors) this.errors = shape.errors;
    if (shape.code) this.code = shape.code;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).map(([field, messages]) => [
    field,
    (Array.isArray(messages) ? messages : [messages]).map(String),
  ]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Normalises whatever a server or the network produced into an ApiErrorShape. */
export function normalizeError(body: unknown, status?: number): ApiErrorShape {
  const statusCode = status && status >= 400 ? status : FALLBACK_STATUS;
  if (body instanceof ApiError) return body;
  if (isRecord(body)) {
    const message = typeof body.message === 'string' && body.message ? body.message : FALLBACK_MESSAGE;
    const declared = typeof body.statusCode === 'number' ? body.statusCode : statusCode;
    const errors = fieldErrors(body.errors);
    const code = typeof body.code === 'string' ? body.code : undefined;
    return { message, statusCode: declared, ...(errors && { errors }), ...(code && { code }) };
  }
  if (typeof body === 'string' && body.trim()) return { message: body.trim().slice(0, 500), statusCode };
  return { message: FALLBACK_MESSAGE, statusCode };
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws a normalised ApiError.
 * @example const user = await unwrap(api.main.GET('/api/v2/profile'));
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw new ApiError(normalizeError(error, response.status));
  return data as T;
}
