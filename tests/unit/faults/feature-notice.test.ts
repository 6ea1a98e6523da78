// A 403 'This feature is unavailable for your account.' is announced by the error policy (spec A §8); a form that
// also reports its failed submit must not add a second, identical notice.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_DISABLED_NOTICE_ID, noticeApiError } from '@/api/error-notice';
import { ApiError } from '@/api/errors';

const shown = vi.hoisted(() => [] as { text: string; options: unknown }[]);
vi.mock('@/ui/notices', () => ({
  notice: { error: (text: string, options?: unknown) => void shown.push({ text, options }) },
}));
vi.mock('i18next', () => ({
  default: { loadNamespaces: async () => undefined, t: (key: string) => key },
}));

beforeEach(() => void shown.splice(0));

describe("a caller's notice about a failed call", () => {
  it('reuses the feature-disabled notice for a 403 feature-disabled failure', async () => {
    await noticeApiError(
      new ApiError({ message: 'This feature is unavailable for your account.', statusCode: 403 }),
    );
    expect(shown).toEqual([
      { text: 'errors:server.featureDisabledForYourAccount', options: { id: FEATURE_DISABLED_NOTICE_ID } },
    ]);
  });

  it.each([
    ['another 403', new ApiError({ message: 'Forbidden', statusCode: 403 })],
    ['a 500', new ApiError({ message: 'Something went wrong', statusCode: 500 })],
    [
      'a malformed answer',
      new ApiError({ message: 'Something went wrong', statusCode: 500, code: 'malformed_response' }),
    ],
  ])('is a notice of its own for %s', async (_name, error) => {
    await noticeApiError(error);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.options).toBeUndefined();
  });
});
