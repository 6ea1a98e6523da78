import { HttpResponse } from 'msw';
import type { Page } from './store/list-query';

/** Success envelope `{success: true, message?, data}`. */
export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

/** Paginated envelope: the page's rows as `data`, the pagination fields beside it. */
export const paged = <T>(page: Page<T>) => ({
  success: true as const,
  data: page.data,
  current_page: page.current_page,
  last_page: page.last_page,
  per_page: page.per_page,
  total: page.total,
});

export const errorBody = (message: string, errors?: Record<string, string[]>, code?: string) => ({
  success: false as const,
  message,
  ...(errors ? { errors } : {}),
  ...(code ? { code } : {}),
});

/**
 * A failure response to `throw` from a resolver (MSW answers with a thrown Response at once), so guards and
 * lookups can stop a handler from any depth.
 */
export const failure = (status: number, message: string, errors?: Record<string, string[]>, code?: string) =>
  HttpResponse.json(errorBody(message, errors, code), { status });

export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  invalid: 'The given data was invalid.',
  notFound: 'Not found.',
  featureUnavailable: 'This feature is unavailable for your account.',
} as const;
