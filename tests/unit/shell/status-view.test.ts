import { describe, expect, it } from 'vitest';
import { errorStatus, statusView } from '@/shell/status-view';

// Spec A §2 Error page and §8 catalogue messages.
describe('error page by status', () => {
  it.each([
    [404, 'not-found', 'errors.notFound', 'home'],
    [401, 'session', 'errors.sessionExpired', 'reload'],
    [500, 'server', 'errors.server', 'reload'],
    [503, 'server', 'errors.server', 'reload'],
    [599, 'server', 'errors.server', 'reload'],
    [403, 'other', 'errors.generic', 'reload'],
    [422, 'other', 'errors.generic', 'reload'],
  ] as const)('%i → %s, %s, %s', (status, kind, message, action) => {
    expect(statusView(status)).toEqual({ status, kind, message, action, hint: `status.hint.${kind}` });
  });

  it.each([
    [200, 500],
    [302, 500],
    [Number.NaN, 500],
    [undefined, 500],
    ['404', 500],
    [404.5, 500],
    [700, 500],
    [410, 410],
  ])('%s is shown as %i', (input, expected) => {
    expect(errorStatus(input)).toBe(expected);
  });
});
