import { describe, expect, it } from 'vitest';
import { loadPageComponent } from '@/app/page-component';
import { queryClient } from '@/app/query-client';

describe("a config page's file", () => {
  it.each([
    ['table', 'transactions', ['table-file', 'transactions']],
    ['form', 'send-money', ['form-text', 'send-money']],
  ] as const)(
    'of a %s page starts loading with the page, before the page renders',
    async (kind, name, queryKey) => {
      expect(queryClient.getQueryState([...queryKey])).toBeUndefined();
      await loadPageComponent(name, { kind, name });
      expect(queryClient.getQueryState([...queryKey])).toBeDefined();
    },
  );

  it('is not asked for when the route names a file that does not exist: the route fails, its error page shows', async () => {
    await expect(loadPageComponent('nowhere', { kind: 'table', name: 'no-such-table' })).rejects.toThrow(
      'The table file "no-such-table" does not exist.',
    );
    expect(queryClient.getQueryState(['table-file', 'no-such-table'])).toBeUndefined();
  });
});
