// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useQueryActivity } from '@/shell/progress/query-activity';

afterEach(cleanup);

function Busy() {
  return <p>{useQueryActivity() ? 'busy' : 'idle'}</p>;
}

function held() {
  let release!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (release = resolve));
  return { promise, release };
}

describe('useQueryActivity', () => {
  it('is busy while a query fetches and while a mutation runs, idle between and after', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Busy />
      </QueryClientProvider>,
    );
    expect(screen.getByText('idle')).toBeTruthy();

    const read = held();
    let fetched!: Promise<unknown>;
    await act(
      async () => void (fetched = client.fetchQuery({ queryKey: ['a'], queryFn: () => read.promise })),
    );
    expect(screen.getByText('busy')).toBeTruthy();
    await act(async () => {
      read.release('done');
      await fetched;
    });
    expect(screen.getByText('idle')).toBeTruthy();

    const write = held();
    let saved!: Promise<unknown>;
    await act(
      async () =>
        void (saved = client
          .getMutationCache()
          .build(client, { mutationFn: () => write.promise })
          .execute(undefined)),
    );
    expect(screen.getByText('busy')).toBeTruthy();
    await act(async () => {
      write.release('saved');
      await saved;
    });
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('counts a fetch that started before it was first asked, and a failed one as ended', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fail!: (error: Error) => void;
    const failing = client.fetchQuery({
      queryKey: ['b'],
      queryFn: () => new Promise<string>((_, reject) => (fail = reject)),
    });
    render(
      <QueryClientProvider client={client}>
        <Busy />
      </QueryClientProvider>,
    );
    expect(screen.getByText('busy')).toBeTruthy();
    await act(async () => {
      fail(new Error('down'));
      await failing.catch(() => undefined);
    });
    expect(screen.getByText('idle')).toBeTruthy();
  });
});
